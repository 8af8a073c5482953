import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ClientDialog } from './client-dialog';

describe("client dialog ('Gestión de Clientes')", () => {
  it('shows the spec messages for nickname, RUC, required fields and the logo, without calling the server', async () => {
    const fetchMock = stubFetch({
      'GET /api/sectors/index': { body: { success: { resultado: [{ id: 1, name: 'Minería' }] } } },
    });
    const { user } = renderWithProviders(<ClientDialog client={null} onClose={() => undefined} />);
    expect(screen.getByText('Nuevo Cliente')).toBeTruthy();
    expect(screen.queryByLabelText('Estado')).toBeNull();
    await user.type(screen.getByLabelText('Apodo'), 'ab-c');
    await user.type(screen.getByLabelText('RUC'), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se permiten caracteres especiales')).toBeTruthy();
    expect(screen.getByText('Máximo 11 caracteres')).toBeTruthy();
    expect(screen.getByText('Sector es requerido')).toBeTruthy();
    expect(screen.getAllByText('Este Campo es Requerido.').length).toBeGreaterThanOrEqual(3);

    await user.clear(screen.getByLabelText('Apodo'));
    await user.type(screen.getByLabelText('Apodo'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Min 6 caracteres')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => String(url).includes('/sectors/index'))).toBe(true);
  });
});
