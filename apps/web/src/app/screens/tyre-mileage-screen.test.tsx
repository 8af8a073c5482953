import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { storeSession } from '../../lib/storage';
import { TyreMileageScreen } from './tyre-mileage-screen';

const renderAt = (route: string) => {
  storeSession({ token: 't', userId: 1, role: 1, email: 'a@b.pe', name: 'A B', clientId: 3 });
  return renderWithProviders(
    <Routes>
      <Route path="/neumaticoreportekilometro/:id" element={<TyreMileageScreen />} />
    </Routes>,
    { route },
  );
};

describe('an id route that names nothing', () => {
  it('shows the not-found state with the way back for a malformed id, without asking the API', async () => {
    const fetchMock = stubFetch({});
    renderAt('/neumaticoreportekilometro/abc');
    expect(screen.getByRole('heading', { name: 'No encontrado' })).toBeTruthy();
    expect(screen.getByText('Neumático no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/neumaticos');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same state when the API answers 404', async () => {
    stubFetch({ 'POST /api/neumaticos/kilometers': { status: 404, body: { error: 'No encontrado' } } });
    renderAt('/neumaticoreportekilometro/999999');
    expect(await screen.findByText('Neumático no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/neumaticos');
  });
});
