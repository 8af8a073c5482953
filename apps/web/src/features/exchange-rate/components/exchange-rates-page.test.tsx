import { EXCHANGE_RATE_MSG } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ExchangeRatesPage } from './exchange-rates-page';

const page = {
  body: {
    data: [
      { id: 2, valor: 3.72, fecha: '2026-11-01', estado: 1 },
      { id: 1, valor: 3.744, fecha: '2026-10-01', estado: 0 },
    ],
    per_page: 10,
    current_page: 1,
    from: 1,
    to: 2,
    total: 2,
  },
};

describe('ExchangeRatesPage', () => {
  it('shows Activo/Inactivo and saves a new rate after the length rule', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'GET /api/tipocambio': page,
      'POST /api/tipocambio/store': ({ body }) => {
        saved.push(body);
        return {
          body: {
            message: 'Operación realizada con éxito',
            tipocambio: { id: 3, valor: 3.71, fecha: '2026-11-20', estado: 1 },
          },
        };
      },
    });
    const { user } = renderWithProviders(<ExchangeRatesPage clientId={1} canAdd />, { route: '/tipocambio' });
    await screen.findByText('Activo');
    expect(screen.getByText('Inactivo')).toBeTruthy();
    expect(screen.getByText('01/11/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Valor/), '3.71234');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await user.click(save);
    expect(await within(dialog).findByText(EXCHANGE_RATE_MSG.valorLargo)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Valor/));
    expect(await within(dialog).findByText(EXCHANGE_RATE_MSG.valorRequerido)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Valor/), '3.71');
    // The date picker takes DD/MM/AAAA, one section after another.
    await user.click(within(dialog).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('20112026');
    await user.click(save);
    await screen.findByText('Operación realizada con éxito');
    expect(saved).toEqual([{ id_cliente: 1, tipocambio: { valor: 3.71, fecha: '2026-11-20' } }]);
  });

  it('hides Nuevo without the add permission', async () => {
    stubFetch({ 'GET /api/tipocambio': page });
    renderWithProviders(<ExchangeRatesPage clientId={1} canAdd={false} />);
    await screen.findByText('Activo');
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
  });
});
