import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { BadConditionPage } from './bad-condition-page';

const row = (id: number, num_serie: string, overrides: Record<string, unknown> = {}) => ({
  id,
  num_serie,
  serie_cliente: null,
  estado: 6,
  estado_descripcion: 'desinstalado',
  marca: 'MICHELIN',
  modelo: 'X MULTI Z',
  medida: '295/80R22.5',
  disenio: null,
  condicion: 'Nuevo',
  nuevo_reenc: 'N',
  cantidad_reencauche: 0,
  remanente_original: 17,
  remanente_actual: 9,
  remanente_final: null,
  remanente_limite: 4,
  costo: 418.08,
  costo_perdido: null,
  motivo_scrap: 'Por desgaste final',
  fecha_scrap: '2025-06-10',
  id_vehiculo: 7,
  placa: 'ABC-123',
  imagen: null,
  ruta1: null,
  ...overrides,
});

const page = (rows: unknown[]) => ({
  body: {
    success: {
      resultado: { data: rows, per_page: 10, current_page: 1, from: 1, to: rows.length, total: rows.length },
    },
  },
});

// Grid, menus and dialogs: slower than the default 5 s on a busy machine.
describe('BadConditionPage', { timeout: 30_000 }, () => {
  it('stops a tyre without final tread with the AVISO and opens the edit from "Llenar remanente"', async () => {
    stubFetch({ 'POST /api/neumaticos/enmalestado': page([row(1, 'MAL-1')]) });
    const { user } = renderWithProviders(<BadConditionPage clientId={1} userId={3} canEdit />, {
      route: '/neumaticosmalestado',
    });
    expect(await screen.findByRole('heading', { name: 'Neumáticos en mal estado (1)' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Enviar MAL-1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Enviar a reparación' }));
    const notice = await screen.findByRole('dialog', { name: 'AVISO' });
    expect(within(notice).getByText('¡Por favor, ingrese su remanente final para continuar!')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Llenar remanente' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar neumático · MAL-1' });
    expect(within(edit).getByRole('textbox', { name: /Remanente final/ })).toBeTruthy();
    expect(within(edit).getByText('Imagen no disponible')).toBeTruthy();
  });

  it('confirms a send, says "Se cancelo la acción" when cancelled and sends when confirmed', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'POST /api/neumaticos/enmalestado': page([
        row(1, 'MAL-2', { remanente_final: 8, costo_perdido: 128.64 }),
      ]),
      'POST /api/neumaticos/enviarAreencauchar': ({ body }) => {
        sent.push(body);
        return {
          body: {
            message: 'Operación realizada satisfactoriamente',
            data: { id: 1, num_serie: 'MAL-2', estado: 4 },
          },
        };
      },
    });
    const { user } = renderWithProviders(<BadConditionPage clientId={1} userId={3} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Enviar MAL-2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Enviar a reencauche' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a reencauche' });
    expect(within(confirm).getByText('¿Desea enviar el neumático MAL-2 a reencauche?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Se cancelo la acción')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enviar MAL-2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Enviar a reencauche' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Operación realizada satisfactoriamente')).toBeTruthy();
    expect(sent).toEqual([{ id_cliente: 1, id_usuario: 3, id_neumatico: 1 }]);
  });

  it('offers only the redirect on an installed row, and no edit or moves without permission 3', async () => {
    stubFetch({
      'POST /api/neumaticos/enmalestado': page([
        row(1, 'MAL-INS', { estado: 3, estado_descripcion: 'instalado' }),
        row(2, 'MAL-DES'),
      ]),
    });
    const { user } = renderWithProviders(<BadConditionPage clientId={1} userId={3} canEdit={false} />);
    await screen.findByText('MAL-INS');
    expect(screen.getByRole('button', { name: 'Ir al vehículo de MAL-INS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver imagen de MAL-INS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar MAL-DES' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar MAL-DES' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver imagen de MAL-DES' }));
    expect(await screen.findByText('Imagen no disponible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Ir al vehículo de MAL-INS' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vehiculo/instalacion/7'));
  });
});
