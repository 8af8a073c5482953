import { INSPECTION_MSG } from '@huella/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ReadingDialog } from './reading-dialog';
import { readingOf, tyreAt } from './test-data';

configure({ asyncUtilTimeout: 5000 });

interface Options {
  tyre?: Parameters<typeof tyreAt>[0];
  /** The first answers of storeInspeccion, in order; then it stores. */
  stores?: { status?: number; body?: unknown }[];
}

function setup(options: Options = {}) {
  const stores: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/inspecciones/datneumaticos': {
      body: { success: { posicion: [tyreAt(options.tyre)] }, message: '' },
    },
    'POST /api/neumaticos/validateRemanentes': { body: { status: 0, mensaje: '' } },
    'POST /api/inspecciones/storeInspeccion': ({ body }) => {
      const request = body as Record<string, unknown>;
      stores.push(request);
      const answer = options.stores?.[stores.length - 1];
      return answer ?? { body: { inspeccion_actual: readingOf(request, 90) } };
    },
  });
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <ReadingDialog
      clientId={1}
      vehicleId={12}
      ubicacion={3}
      km={150_500}
      isHours={false}
      onSaved={onSaved}
      onClose={vi.fn()}
    />,
  );
  return { ...view, stores, onSaved };
}

type User = ReturnType<typeof setup>['user'];

const dialog = () => screen.getByRole('dialog', { name: /Inspección de neumático/ });

async function pick(user: User, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Everything required, for a tyre in good shape. */
async function fillValid(user: User, depths = ['12', '11']) {
  await user.type(within(dialog()).getByLabelText(/^Presión actual/), '105');
  await pick(user, /^Tapa/, 'Con tapa');
  await user.type(within(dialog()).getByLabelText(/^Profundidad izquierda/), depths[0] ?? '');
  await user.type(within(dialog()).getByLabelText(/^Profundidad derecha/), depths[1] ?? '');
  await pick(user, /^Estado del neumático/, 'Continuar en Operación');
}

const save = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

describe('ReadingDialog', { timeout: 30_000 }, () => {
  it('shows the tyre read-only and saves a reading with the key chosen at opening', async () => {
    const { user, stores, onSaved } = setup();
    expect(await screen.findByText('MX501')).toBeTruthy();
    expect(
      within(dialog())
        .getByLabelText(/^Profundidad izquierda/)
        .getAttribute('inputmode'),
    ).toBe('decimal');
    await fillValid(user);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stores[0]).toMatchObject({
      id_cliente: 1,
      id_vehiculo: 12,
      id_neumaticos: 501,
      posicion: 3,
      ubicacion: 3,
      km_inspeccion_parcial: 150_500,
      presion: 105,
      valvula: 'CT',
      exterior: 12,
      interior: 11,
      estado: 1,
      proyecto: 'web',
    });
    expect(String(stores[0]?.clave)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('steer axle: duals forced to No Aplica and locked', async () => {
    setup({ tyre: { id_ejes: 1, eje: 'Direccional' } });
    await screen.findByText('MX501');
    const duals = within(dialog()).getByRole('group', { name: 'Duales mal hermanados' });
    expect(within(duals).getByRole('checkbox', { name: 'No Aplica' })).toHaveProperty('checked', true);
    expect(within(duals).getByRole('checkbox', { name: 'Diseño' })).toHaveProperty('disabled', true);
    expect(
      within(dialog())
        .getByRole('combobox', { name: /Separación entre duales/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('accessibility No forces pressure 0 and asks a reason; Yes clears it', async () => {
    const { user, stores } = setup();
    await screen.findByText('MX501');
    await fillValid(user);
    await pick(user, /^Accesibilidad/, 'No');
    const pressure = within(dialog()).getByLabelText(/^Presión actual/);
    expect(pressure).toHaveProperty('value', '0');
    expect(pressure).toHaveProperty('disabled', true);
    await save(user);
    expect(await within(dialog()).findByText(INSPECTION_MSG.motivoRequerido)).toBeTruthy();
    await pick(user, /^Motivo de inaccesibilidad/, 'Válvula inaccesible');
    await save(user);
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toMatchObject({ accesibilidad: 0, presion: 0, motivo_inaccesibilidad: 1 });
  });

  it('nut state other than OK asks the quantity; OK clears and locks it', async () => {
    const { user } = setup();
    await screen.findByText('MX501');
    await fillValid(user);
    const quantity = () => within(dialog()).getByLabelText(/^Cantidad de tuercas/);
    expect(quantity()).toHaveProperty('disabled', true);
    await pick(user, /^Estado de tuerca/, 'Floja');
    await save(user);
    expect(await within(dialog()).findByText(INSPECTION_MSG.tuercasRequeridas)).toBeTruthy();
    await user.type(quantity(), '2');
    await pick(user, /^Estado de tuerca/, 'OK');
    expect(quantity()).toHaveProperty('value', '');
    expect(quantity()).toHaveProperty('disabled', true);
  });

  it('a bad verdict asks for a photo; continue hides it', async () => {
    const { user } = setup();
    await screen.findByText('MX501');
    await fillValid(user);
    await pick(user, /^Estado del neumático/, 'Neumático en Mal estado');
    expect(within(dialog()).getByRole('button', { name: 'Subir foto' })).toBeTruthy();
    await save(user);
    expect(await within(dialog()).findByText(INSPECTION_MSG.fotoRequerida)).toBeTruthy();
    await pick(user, /^Estado del neumático/, 'Lista para Reencauchar');
    expect(within(dialog()).queryByRole('button', { name: 'Subir foto' })).toBeNull();
  });

  it('ticked observations require their selection', async () => {
    const { user } = setup();
    await screen.findByText('MX501');
    await fillValid(user);
    const observations = within(dialog()).getByRole('group', { name: 'Observaciones' });
    await user.click(within(observations).getByRole('checkbox', { name: 'Desg. Irregular' }));
    await user.click(within(observations).getByRole('checkbox', { name: 'Lista para Reparar' }));
    await user.click(within(observations).getByRole('checkbox', { name: 'Fallas en el flanco' }));
    await save(user);
    expect(await within(dialog()).findByText(INSPECTION_MSG.desgasteIrregular)).toBeTruthy();
    expect(within(dialog()).getByText(INSPECTION_MSG.paraReparar)).toBeTruthy();
    expect(within(dialog()).getByText(INSPECTION_MSG.fallaFlanco)).toBeTruthy();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'CHIPPING' }));
    expect(within(dialog()).queryByText(INSPECTION_MSG.desgasteIrregular)).toBeNull();
  });

  it('NSD at or below the next-retread threshold refuses "Continuar en Operación"', async () => {
    const { user, stores } = setup();
    await screen.findByText('MX501');
    await fillValid(user, ['4.5', '6']);
    await save(user);
    expect(await within(dialog()).findAllByText(INSPECTION_MSG.nsdOpcion(4.5))).not.toHaveLength(0);
    expect(stores).toHaveLength(0);
  });

  it('a failed save says so, keeps the values and retries with the same key', async () => {
    const { user, stores, onSaved } = setup({
      stores: [{ status: 503, body: { message: 'Servicio no disponible' } }],
    });
    await screen.findByText('MX501');
    await fillValid(user);
    await save(user);
    expect(await within(dialog()).findByText(/^No se guardó/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText(/^Presión actual/)).toHaveProperty('value', '105');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stores).toHaveLength(2);
    expect(stores[1]?.clave).toBe(stores[0]?.clave);
  });
});
