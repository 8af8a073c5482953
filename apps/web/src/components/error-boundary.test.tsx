import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppRoutes } from '../app/app-routes';
import { reloadPage } from '../lib/browser';
import { ErrorBoundary } from './error-boundary';

vi.mock('../lib/browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let shouldFail = true;
function Fragile({ error = new Error('fallo de prueba') }: { error?: Error }) {
  if (shouldFail) throw error;
  return <p>pantalla bien</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldFail = true;
    // React reports the caught error on the console; here it is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
  });

  it('shows the failure in place and renders the screen again on "Reintentar"', async () => {
    const { user } = renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(
      screen.getByText('No se pudo mostrar esta pantalla. Puede reintentar o ir a otra desde el menú.'),
    ).toBeTruthy();
    shouldFail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('pantalla bien')).toBeTruthy();
    vi.mocked(console.error).mockClear();
  });

  it('asks for a reload when the screen’s code could not be downloaded', async () => {
    const { user } = renderWithProviders(
      <ErrorBoundary>
        <Fragile error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(reloadPage).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });

  it('wraps each route: what is outside the screen keeps working, and navigating starts fresh', async () => {
    const { user } = renderWithProviders(
      <>
        <nav>
          <Link to="/changeyourpassword">otra pantalla</Link>
        </nav>
        <AppRoutes
          renderScreen={(route) =>
            route.path === '/resetpassword' ? <Fragile /> : <p>pantalla {route.path}</p>
          }
        />
      </>,
      { route: '/resetpassword' },
    );
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'otra pantalla' }));
    expect(await screen.findByText('pantalla /changeyourpassword')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    vi.mocked(console.error).mockClear();
  });
});
