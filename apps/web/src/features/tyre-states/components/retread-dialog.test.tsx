import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { RetreadDialog } from './retread-dialog';

const tyre = { id: 9, num_serie: 'RET-9', cantidad_reencauche: 0, id_disenio: null, id_empresa: null };
const designs = [{ id: 4, nombre: 'XZY3' }];
const retreaders = [{ id: 2, razon_social: 'REENCAUCHADORA DEL SUR', ruc: '20123456789' }];

// Selects and dialogs: slower than the default 5 s on a busy machine.
describe('RetreadDialog', { timeout: 30_000 }, () => {
  it('sends the retread data inside `neumatico` and shows the server’s field messages', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'POST /api/neumaticos/actualizarNeumaticosReencauchados': ({ body }) => {
        bodies.push(body);
        return {
          status: 422,
          body: {
            error: 'Empresa es requerido',
            errors: { 'neumatico.id_empresa': ['Empresa es requerido'] },
          },
        };
      },
    });
    const { user } = renderWithProviders(
      <RetreadDialog
        clientId={1}
        userId={3}
        tyre={tyre}
        designs={designs}
        retreaders={retreaders}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Datos del reencauche · RET-9' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(await within(dialog).findByText('Costo es requerido')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Costo/ }));
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Costo/ }), '150');
    await user.click(within(dialog).getByRole('combobox', { name: /Diseño/ }));
    await user.click(await screen.findByRole('option', { name: 'XZY3' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Empresa/ }));
    await user.click(await screen.findByRole('option', { name: 'REENCAUCHADORA DEL SUR' }));
    const depth = within(dialog).getByRole('textbox', { name: /Nuevo remanente/ });
    await user.type(depth, '1234');
    expect(await within(dialog).findByText('Profundidad debe ser menor a 3 caracteres')).toBeTruthy();
    await user.clear(depth);
    await user.type(depth, '15');
    await user.click(save);
    expect(await within(dialog).findByText('Empresa es requerido')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      id_cliente: 1,
      id_usuario: 3,
      neumatico: { id: 9, costo: 150, tipo_moneda: 2, id_disenio: 4, id_empresa: 2, remanente_original: 15 },
    });
  });
});
