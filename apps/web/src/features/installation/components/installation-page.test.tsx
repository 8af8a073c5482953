import { formatReading, INSTALLATION_MSG, LIFECYCLE_MSG } from '@huella/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { InstallationPage } from './installation-page';

const data = {
  id: 12,
  placa: 'ABC-123',
  codigo: 'TA-012',
  configuracion: 'Tracto 4x2 (6)',
  id_configuracion: 4,
  numneumaticos: 3,
  id_aplicacion: 5,
  tipo_costo: 1,
  kilometraje: 150_000,
  fechainstalacion: '2026-03-10',
  fecha_validate: '2026-01-10',
  km_validate: 150_000,
  pos_inicial: 1,
  neumaticos: [
    {
      id_historial: 41,
      id_neumaticos: 541,
      num_serie: 'OLD41',
      marca: 'BRIDGESTONE',
      modelo: 'R249',
      medida: '295/80R22.5',
      disenio: '-',
      condicion: 'Nuevo',
      vida: 'N',
      remanente_actual: 9,
      ubicacion: 2,
      posicion: 2,
      id_ejes: 1,
      fecha_instalacion: '2026-01-10',
      km_instalacion: 100_000,
    },
  ],
};

const tyre = (id: number) => ({
  id,
  num_serie: `TA${id}`,
  serie_cliente: '-',
  marca: 'MICHELIN',
  modelo: 'X MULTI',
  medida: '295/80R22.5',
  disenio: '-',
  estado: 1,
  estado_descripcion: 'Listo para instalar',
  nuevo: 1,
  cantidad_reencauche: 0,
  vida: 'N',
  remanente_actual: 18,
  remanente_original: 18,
  unidad_medida: 'K',
});

const positions = [
  {
    posicion: 1,
    ubicacion: 1,
    id_ejes: 1,
    id_neumaticos: '-',
    id_historial: null,
    num_serie: null,
    fecha_instalacion: null,
    km_instalacion: null,
  },
  {
    posicion: 2,
    ubicacion: 2,
    id_ejes: 1,
    id_neumaticos: 541,
    id_historial: 41,
    num_serie: 'OLD41',
    fecha_instalacion: '2026-01-10',
    km_instalacion: 100_000,
  },
  {
    posicion: 3,
    ubicacion: 3,
    id_ejes: 2,
    id_neumaticos: '-',
    id_historial: null,
    num_serie: null,
    fecha_instalacion: null,
    km_instalacion: null,
  },
];

interface Options {
  kmAnswer?: string;
  duplicate?: string;
  store?: { status?: number; body: unknown };
}

function setup(options: Options = {}) {
  const calls: Record<string, unknown[]> = {};
  const record = (path: string, body: unknown) => {
    (calls[path] ??= []).push(body);
  };
  stubFetch({
    'POST /api/vehiculos/obtenerneumaticosporid': ({ body }) => {
      record('load', body);
      return { body: { success: { resultado: data } } };
    },
    'POST /api/vehiculos/validateFechaInstalacion': ({ body }) => {
      record('fecha', body);
      return { body: { mensaje: 'Correcto' } };
    },
    'POST /api/vehiculos/validateKilometrajeInstalacion': ({ body }) => {
      record('km', body);
      return { body: { mensaje: options.kmAnswer ?? 'KM Correcto' } };
    },
    'POST /api/vehiculos/validateDuplicadoInstalacion': ({ body }) => {
      record('duplicado', body);
      return { body: { mensaje: options.duplicate ?? '' } };
    },
    'POST /api/showDatosNeumaticosPosicionHistorial': ({ url, body }) => {
      record('posiciones', { query: url.search, body });
      return {
        body: {
          success: {
            resultado: {
              neumaticos: {
                data: [tyre(1), tyre(2)],
                per_page: 5,
                current_page: 1,
                from: 1,
                to: 2,
                total: 2,
              },
              posicion: positions,
            },
          },
        },
      };
    },
    'POST /api/vehiculos/storeinstalacion': ({ body }) => {
      record('store', body);
      return options.store ?? { body: { message: 'Neumáticos Retirados/Instalados', kilometraje: 150_500 } };
    },
  });
  const handlers = { onCancel: vi.fn(), onReload: vi.fn(), onExit: vi.fn() };
  const view = renderWithProviders(<InstallationPage clientId={1} vehicleId={12} canSave {...handlers} />, {
    route: '/vehiculo/instalacion/12',
  });
  return { ...view, calls, handlers };
}

/** Types the reading and waits for the list and the diagram (both checks passed). */
async function validate(user: ReturnType<typeof setup>['user'], km = '150500') {
  await user.type(await screen.findByLabelText(/Kilometraje de Vehículo/), km);
  await waitFor(() => expect(document.querySelector('[data-ubicacion="1"]')).not.toBeNull(), {
    timeout: 3000,
  });
}

// The grid and the dialogs make these flows slow under happy-dom, and slower on a loaded machine: the queries
// wait up to 5 s (this file runs in its own module scope, the setting stays here).
configure({ asyncUtilTimeout: 5000 });

/** The text a date picker shows: its day, month and year sections joined as DD/MM/AAAA. */
const shownDate = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

describe('InstallationPage', { timeout: 20_000 }, () => {
  it('shows the vehicle read-only and the tyres only once date and km pass the server checks', async () => {
    const { user, calls } = setup();
    expect(await screen.findByDisplayValue('ABC-123')).toBeTruthy();
    expect(screen.getByDisplayValue('TA-012')).toBeTruthy();
    expect(screen.getByDisplayValue('Tracto 4x2 (6)')).toBeTruthy();
    expect(shownDate(screen.getByRole('group', { name: /^Fecha/ }))).toBe('10/03/2026');
    expect(screen.queryByRole('heading', { name: 'Posiciones' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
    await validate(user);
    expect(screen.getByText('Correcto')).toBeTruthy();
    expect(screen.getByText('KM Correcto')).toBeTruthy();
    expect(screen.getByText('TA1')).toBeTruthy();
    expect(calls.km?.at(-1)).toEqual({ id_cliente: 1, id_vehiculo: 12, km_inspeccion: 150500 });
    expect(calls.duplicado?.at(-1)).toEqual({
      id_cliente: 1,
      id_vehiculo: 12,
      fecha_inspeccion: '2026-03-10',
      km_inspeccion: 150500,
    });
    expect(calls.posiciones?.[0]).toMatchObject({
      query: '?page=1&per_page=5',
      body: { id_cliente: 1, vehiculo: 12 },
    });
  });

  it('shows the server’s reason in red and keeps the tyres hidden; a malformed reading gives the schema’s message', async () => {
    const { user } = setup({ kmAnswer: INSTALLATION_MSG.kmMenorVehiculo('150.000') });
    await user.type(await screen.findByLabelText(/Kilometraje de Vehículo/), '1');
    expect(await screen.findByText(INSTALLATION_MSG.kmMenorVehiculo('150.000'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Posiciones' })).toBeNull();
    await user.type(screen.getByLabelText(/Kilometraje de Vehículo/), '2.34');
    expect(await screen.findByText(INSTALLATION_MSG.kmInvalido)).toBeTruthy();
  });

  it('warns of a duplicate without hiding the tyres', async () => {
    const { user } = setup({ duplicate: 'Ya existe una instalación…' });
    await validate(user);
    expect(await screen.findByText('Ya existe una instalación…')).toBeTruthy();
  });

  it('queues an install (tyre, then empty position), disables the queued tyre and un-queues it from the diagram', async () => {
    const { user, calls } = setup();
    await validate(user);
    // An empty position without a tyre picked only hints.
    await user.click(screen.getByRole('button', { name: 'Posición 1 (P1)' }));
    expect(await screen.findByText(INSTALLATION_MSG.elijaNeumatico)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elegir TA1' }));
    await user.click(screen.getByRole('button', { name: 'Posición 1 (P1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instalar neumático en P1' });
    expect(shownDate(within(dialog).getByRole('group', { name: /Fecha de instalación/ }))).toBe('10/03/2026');
    expect(within(dialog).getByLabelText(/Kilometraje de instalación/)).toHaveProperty('value', '150500');
    await user.clear(within(dialog).getByLabelText(/Kilometraje de instalación/));
    // Agregar stays enabled: a click names the missing field and puts the cursor in it.
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(INSTALLATION_MSG.kmRequerido)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Kilometraje de instalación/));
    await user.type(within(dialog).getByLabelText(/Kilometraje de instalación/), '150500');
    await user.type(within(dialog).getByLabelText(/Observación/), 'Montaje');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByRole('button', { name: 'TA1 ya está en cola' })).toHaveProperty('disabled', true);
    expect(
      within(screen.getByRole('list', { name: 'Neumáticos por instalar' })).getByText('P1 · TA1'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);

    // Picking the queued tyre's position takes it back out and reads the list again.
    const listReads = calls.posiciones?.length ?? 0;
    await user.click(screen.getByRole('button', { name: 'Posición 1 (TA1)' }));
    expect(screen.queryByRole('list', { name: 'Neumáticos por instalar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Elegir TA1' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(calls.posiciones?.length).toBeGreaterThan(listReads));
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
  });

  it('queues a removal from a tyre of history with its reason and the two warnings', async () => {
    const { user } = setup();
    await validate(user);
    await user.click(screen.getByRole('button', { name: 'Posición 2 (OLD41)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar neumático de P2' });
    expect(within(dialog).getByText(`Instalado el 10/01/2026 a ${formatReading(100_000)} km`)).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Agregar retiro' });
    expect(add).toHaveProperty('disabled', false);
    const day = within(dialog).getByRole('spinbutton', { name: 'Dia' });
    await user.click(day);
    await user.keyboard('09012026');
    await user.click(add);
    expect(await within(dialog).findByText(INSTALLATION_MSG.fechaRetiroAnterior('10/01/2026'))).toBeTruthy();
    await user.click(day);
    await user.keyboard('10');
    await user.click(within(dialog).getByRole('spinbutton', { name: 'Mes' }));
    await user.keyboard('03');
    expect(shownDate(within(dialog).getByRole('group', { name: /Fecha de retiro/ }))).toBe('10/03/2026');
    const km = within(dialog).getByLabelText(/Kilometraje de retiro/);
    await user.clear(km);
    await user.type(km, '99999');
    expect(
      await within(dialog).findByText(INSTALLATION_MSG.kmRetiroMenor(formatReading(100_000))),
    ).toBeTruthy();
    await user.clear(km);
    await user.type(km, '150500');
    await user.click(within(dialog).getByLabelText(/Motivo de retiro/));
    await user.click(await screen.findByRole('option', { name: 'Por reencauche' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar retiro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const removals = screen.getByRole('list', { name: 'Neumáticos por retirar' });
    expect(within(removals).getByText('P2 · OLD41')).toBeTruthy();
    expect(within(removals).getByText(/Por reencauche/)).toBeTruthy();
    // Without a tyre picked, picking the slot again undoes the removal.
    await user.click(screen.getByRole('button', { name: 'Posición 2 (OLD41)' }));
    expect(screen.queryByRole('list', { name: 'Neumáticos por retirar' })).toBeNull();
  });

  it('Guardar sends both queues, shows the success text and reloads after 4 s', async () => {
    const { user, calls, handlers } = setup();
    await validate(user);
    await user.click(screen.getByRole('button', { name: 'Elegir TA2' }));
    await user.click(screen.getByRole('button', { name: 'Posición 3 (P3)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Guardar' }));
      expect(await screen.findByText('Neumáticos Retirados/Instalados')).toBeTruthy();
      expect(calls.store?.[0]).toEqual({
        id_cliente: 1,
        id_vehiculo: 12,
        tipo_costo: 1,
        fecha: '2026-03-10',
        kilometros: 150500,
        neumaticosretirados: [],
        neumaticosinstalados: [
          {
            id_neumaticos: 2,
            num_serie: 'TA2',
            posicion: 3,
            ubicacion: 3,
            id_ejes: 2,
            fecha_instalacion: '2026-03-10',
            km_instalacion: 150500,
            observacion: '',
          },
        ],
      });
      expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
      await vi.advanceTimersByTimeAsync(3800);
      expect(handlers.onReload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(300);
      expect(handlers.onReload).toHaveBeenCalledTimes(1);
      expect(handlers.onExit).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused save shows the server’s message and keeps the queue', async () => {
    const refused = setup({ store: { status: 409, body: { error: LIFECYCLE_MSG.posicionOcupada } } });
    await validate(refused.user);
    await refused.user.click(screen.getByRole('button', { name: 'Elegir TA2' }));
    await refused.user.click(screen.getByRole('button', { name: 'Posición 3 (P3)' }));
    await refused.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agregar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await refused.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await refused.user.click(await screen.findByRole('menuitem', { name: 'Guardar y salir' }));
    expect(await screen.findByText(LIFECYCLE_MSG.posicionOcupada)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Neumáticos por instalar' })).toBeTruthy();
    expect(refused.handlers.onExit).not.toHaveBeenCalled();
  });

  it('Guardar y salir goes to /vehiculos 2 s after the success message', async () => {
    const { user, handlers } = setup();
    await validate(user);
    await user.click(screen.getByRole('button', { name: 'Elegir TA2' }));
    await user.click(screen.getByRole('button', { name: 'Posición 3 (P3)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Guardar y salir' }));
      expect(await screen.findByText('Neumáticos Retirados/Instalados')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(1800);
      expect(handlers.onExit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(300);
      expect(handlers.onExit).toHaveBeenCalledTimes(1);
      expect(handlers.onReload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Cancelar goes back', async () => {
    const { user, handlers } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(handlers.onCancel).toHaveBeenCalled();
  });
});
