import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { PlantsPage } from './plants-page';

const plant = (id: number, nombre: string) => ({
  id,
  nombre,
  direccion: `Dirección de ${nombre}`,
  cliente: 'Transportes Andinos S.A.C.',
  fecha: '2026-11-21T10:00:00Z',
});
const page = (rows: ReturnType<typeof plant>[]) => ({
  body: {
    data: rows,
    per_page: 10,
    current_page: 1,
    from: rows.length ? 1 : null,
    to: rows.length || null,
    total: rows.length,
  },
});
const all = { canAdd: true, canEdit: true, canDelete: true };

describe('PlantsPage', () => {
  it('shows the spec columns and asks before deleting with the spec text', async () => {
    const calls: unknown[] = [];
    stubFetch({
      'POST /api/plantas/index': page([plant(1, 'Callao'), plant(2, 'Lurín')]),
      'POST /api/plantas/delete': ({ body }) => {
        calls.push(body);
        return { body: { message: 'Operación realizada con éxito' } };
      },
    });
    const { user } = renderWithProviders(<PlantsPage clientId={1} {...all} />, { route: '/plantas' });
    await screen.findByText('Lurín');
    for (const header of ['Opciones', 'Nombre', 'Dirección', 'Cliente', 'Fecha']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getAllByText('21/11/2026').length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Eliminar Lurín' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Desea eliminar la planta Lurín ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Operación realizada con éxito');
    expect(calls).toEqual([{ id_cliente: 1, id_planta: 2 }]);
  });

  it('hides Opciones and Nuevo without the permissions', async () => {
    stubFetch({ 'POST /api/plantas/index': page([plant(1, 'Callao')]) });
    renderWithProviders(<PlantsPage clientId={1} canAdd={false} canEdit={false} canDelete={false} />);
    await screen.findByText('Callao');
    expect(screen.queryByRole('columnheader', { name: 'Opciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
  });

  it('creates a plant from the Nueva Planta dialog; Guardar shows what is missing', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'POST /api/plantas/index': page([]),
      'POST /api/plantas/store': ({ body }) => {
        saved.push(body);
        return { body: { message: 'Operación realizada con éxito', planta: plant(3, 'Piura') } };
      },
    });
    const { user } = renderWithProviders(<PlantsPage clientId={1} {...all} />);
    await screen.findByText('No hay datos disponibles');
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Planta' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await within(dialog).findByText('El nombre es requerido')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Nombre/));
    expect(saved).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Piura');
    await user.type(within(dialog).getByLabelText(/Dirección/), 'Av. Grau 100');
    await user.click(save);
    await screen.findByText('Operación realizada con éxito');
    expect(saved).toEqual([
      { id_cliente: 1, planta: { id: null, nombre: 'Piura', direccion: 'Av. Grau 100' } },
    ]);
  });

  it('shows a duplicate name under the field and the in-use refusal as an error', async () => {
    stubFetch({
      'POST /api/plantas/index': page([plant(1, 'Callao')]),
      'POST /api/plantas/store': { status: 409, body: { error: 'Ya existe una planta con ese nombre' } },
      'POST /api/plantas/delete': {
        status: 409,
        body: { error: 'No se puede eliminar la planta Callao porque tiene vehículos asociados' },
      },
    });
    const { user } = renderWithProviders(<PlantsPage clientId={1} {...all} />);
    await user.click(await screen.findByRole('button', { name: 'Editar Callao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Planta' });
    expect((within(dialog).getByLabelText('ID') as HTMLInputElement).value).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe una planta con ese nombre')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Callao' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('No se puede eliminar la planta Callao porque tiene vehículos asociados'),
    ).toBeTruthy();
  });
});
