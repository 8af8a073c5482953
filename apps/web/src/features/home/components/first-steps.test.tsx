import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { FirstSteps } from './first-steps';

const NEW_COMPANY = {
  plantas: 1,
  aplicaciones: 0,
  tipo_cambio: false,
  configuraciones: 12,
  vehiculos: 0,
  neumaticos: 0,
};
const ALL_PATHS = new Set([
  '/plantas',
  '/aplicacion',
  '/tipocambio',
  '/configuracionvehiculo',
  '/vehiculos',
  '/importarvehiculos',
  '/neumaticos',
  '/importarneumatico',
]);

describe('Primeros pasos', () => {
  it('ticks what is done and links each pending step to its screen', async () => {
    stubFetch({ 'GET /api/cliente/primerospasos': { body: NEW_COMPANY } });
    renderWithProviders(<FirstSteps clientId={3} availablePaths={ALL_PATHS} />);
    expect(await screen.findByRole('heading', { name: 'Primeros pasos' })).toBeTruthy();
    expect(screen.getByText(/2 de 6 completos/)).toBeTruthy();
    const plants = screen.getByRole('listitem', { name: 'Registre sus plantas: completo' });
    expect(within(plants).queryByRole('link')).toBeNull();
    const applications = screen.getByRole('listitem', {
      name: 'Cree sus aplicaciones con sus remanentes: pendiente',
    });
    expect(within(applications).getByRole('link', { name: 'Ir a aplicaciones' }).getAttribute('href')).toBe(
      '/aplicacion',
    );
    const vehicles = screen.getByRole('listitem', { name: 'Registre sus primeros vehículos: pendiente' });
    expect(within(vehicles).getByRole('link', { name: 'Importar' }).getAttribute('href')).toBe(
      '/importarvehiculos',
    );
  });

  it('says who does a step the user cannot open', async () => {
    stubFetch({ 'GET /api/cliente/primerospasos': { body: NEW_COMPANY } });
    renderWithProviders(<FirstSteps clientId={3} availablePaths={new Set(['/vehiculos'])} />);
    const rate = await screen.findByRole('listitem', { name: 'Registre el tipo de cambio: pendiente' });
    expect(within(rate).queryByRole('link')).toBeNull();
    expect(within(rate).getByText(/Lo hace un administrador/)).toBeTruthy();
  });

  it('is gone once every step is done, or when the user can open none of them', async () => {
    const done = { ...NEW_COMPANY, aplicaciones: 2, tipo_cambio: true, vehiculos: 4, neumaticos: 9 };
    const fetchMock = stubFetch({ 'GET /api/cliente/primerospasos': { body: done } });
    const first = renderWithProviders(<FirstSteps clientId={3} availablePaths={ALL_PATHS} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull();
    first.unmount();

    const pending = stubFetch({ 'GET /api/cliente/primerospasos': { body: NEW_COMPANY } });
    renderWithProviders(<FirstSteps clientId={4} availablePaths={new Set()} />);
    await vi.waitFor(() => expect(pending).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull();
  });
});
