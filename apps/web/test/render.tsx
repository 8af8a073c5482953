import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/lib/query-client';

/** Shows the current path so tests can assert where a redirect landed. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders with the app's providers (fresh query cache) inside a memory router at `route`. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, ...result };
}
