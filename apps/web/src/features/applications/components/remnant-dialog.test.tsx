import { APPLICATION_MSG } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { RemnantDialog } from './remnant-dialog';

const options = {
  body: {
    data: [
      { id: 1, aplicacion: 'Carretera', tiene_remanente: true },
      { id: 4, aplicacion: 'Fuera de carretera', tiene_remanente: false },
    ],
  },
};

describe('RemnantDialog', () => {
  it('fills next-start = limit + 1 and irregular wear 2 = −wear 1, checks the order and saves', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'GET /api/aplicacion/opciones': options,
      'POST /api/aplicacion/store': ({ body }) => {
        saved.push(body);
        return {
          body: {
            message: 'Operación realizada con éxito',
            remanente: {
              id: 4,
              aplicacion: 4,
              aplicacion_nom: 'Fuera de carretera',
              id_remanente: 9,
              ini_reencauche: 3,
              reencauche: 4.5,
              ini_prox_reencauche: 5.5,
              prox_reencauche: 8,
              desg_irregular_1: 2,
              desg_irregular_2: -2,
            },
          },
        };
      },
    });
    const { user } = renderWithProviders(
      <RemnantDialog clientId={1} row={null} canAddApplication onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(APPLICATION_MSG.aviso)).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: /Aplicación/ }));
    const listbox = await screen.findByRole('listbox');
    // Only applications without thresholds are offered for a new remnant.
    expect(within(listbox).queryByText('Carretera')).toBeNull();
    await user.click(within(listbox).getByText('Fuera de carretera'));

    await user.type(within(dialog).getByLabelText(/^Inicio de reencauche/), '3');
    await user.type(within(dialog).getByLabelText(/^Reencauche/), '2');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await user.click(save);
    expect(await within(dialog).findByText(APPLICATION_MSG.mayorQueInicio)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Reencauche/));
    await user.type(within(dialog).getByLabelText(/^Reencauche/), '4.5');
    expect((within(dialog).getByLabelText(/^Inicio de próximo reencauche/) as HTMLInputElement).value).toBe(
      '5.5',
    );
    await user.type(within(dialog).getByLabelText(/^Próximo reencauche/), '8');
    await user.type(within(dialog).getByLabelText(/^Desgaste irregular 1/), '2');
    expect((within(dialog).getByLabelText(/^Desgaste irregular 2/) as HTMLInputElement).value).toBe('-2');
    await user.type(within(dialog).getByLabelText(/^Desgaste irregular 1/), '-');
    expect(await within(dialog).findByText(APPLICATION_MSG.numeroInvalido)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Desgaste irregular 1/), '{Backspace}');

    await user.click(save);
    await screen.findByText('Operación realizada con éxito');
    expect(saved).toEqual([
      {
        id_cliente: 1,
        remanente: {
          id_remanente: null,
          aplicacion: 4,
          ini_reencauche: 3,
          reencauche: 4.5,
          ini_prox_reencauche: 5.5,
          prox_reencauche: 8,
          desg_irregular_1: 2,
          desg_irregular_2: -2,
        },
      },
    ]);
  });
});
