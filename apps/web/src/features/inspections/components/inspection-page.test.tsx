import { INSPECTION_MSG } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { InspectionPage } from './inspection-page';
import { readingOf, tyreAt } from './test-data';

configure({ asyncUtilTimeout: 5000 });

const vehicle = {
  value: 12,
  label: 'ABC-123 - TA-012',
  placa: 'ABC-123',
  codigo: 'TA-012',
  tipovehiculo: 'CAMIÓN',
  id_configuracion: 4,
  id_tipo: 2,
  id_planta: 3,
  tipo_costo: 1,
};

const slot = (posicion: number, id_ejes: number, tyre: number | '-') => ({
  posicion,
  ubicacion: posicion,
  id_ejes,
  id_neumaticos: tyre,
  num_serie: tyre === '-' ? null : `MX${tyre}`,
  rem_proximo: 5,
  disabled: tyre === '-',
});

interface Options {
  kmAnswer?: string;
  codeTaken?: boolean;
}

function setup(options: Options = {}) {
  const calls: Record<string, unknown[]> = {};
  const record = (name: string, body: unknown) => {
    (calls[name] ??= []).push(body);
  };
  let nextId = 70;
  stubFetch({
    'GET /api/vehiculos/datosadicionales': {
      body: { cliente: { razon_social: 'Transportes Andinos S.A.C.', ruc: '20512345678' }, aplicaciones: [] },
    },
    'GET /api/plantas/opciones': { body: { data: [{ id: 3, nombre: 'Callao' }] } },
    'POST /api/inspecciones/list': { body: { vehiculos: [vehicle] } },
    'POST /api/inspecciones/validateCodigoInspeccion': ({ body }) => {
      record('codigo', body);
      return { body: { existe: options.codeTaken ?? false } };
    },
    'POST /api/vehiculos/validateFechaInspeccion': { body: { mensaje: 'Correcto' } },
    'POST /api/vehiculos/validateKilometraje': ({ body }) => {
      record('km', body);
      return { body: { mensaje: options.kmAnswer ?? 'KM Correcto' } };
    },
    'POST /api/inspecciones/validate/duplicate': { body: { status: 0, mensaje: '' } },
    'POST /api/inspecciones/posiciones': {
      body: {
        success: {
          posicion: [slot(1, 1, 501), slot(2, 1, 502), slot(3, 2, '-')],
          id_tipo: 2,
          id_configuracion: 4,
        },
      },
    },
    'POST /api/inspecciones/datneumaticos': ({ body }) => {
      const ubicacion = Number((body as { ubicacion: number }).ubicacion);
      return {
        body: {
          success: {
            posicion: [
              tyreAt({
                id_neumaticos: 500 + ubicacion,
                num_serie: `MX${500 + ubicacion}`,
                posicion: ubicacion,
                ubicacion,
                id_ejes: 1,
              }),
            ],
          },
          message: '',
        },
      };
    },
    'POST /api/neumaticos/validateRemanentes': { body: { status: 0, mensaje: '' } },
    'POST /api/inspecciones/storeInspeccion': ({ body }) => {
      record('store', body);
      return { body: { inspeccion_actual: readingOf(body as Record<string, unknown>, nextId++) } };
    },
    'POST /api/inspecciones/deleteInspeccion': ({ body }) => {
      record('delete', body);
      return { body: { message: INSPECTION_MSG.lecturaEliminada } };
    },
    'POST /api/inspecciones/finishedInspectionSimplified': ({ body }) => {
      record('finish', body);
      return { body: { identificador: 9, mensaje: INSPECTION_MSG.registrada } };
    },
  });
  const view = renderWithProviders(<InspectionPage clientId={1} canAdd canEdit />, { route: '/inspeccion' });
  return { ...view, calls };
}

type User = ReturnType<typeof setup>['user'];

async function chooseVehicle(user: User) {
  await user.click(screen.getByRole('combobox', { name: /^Vehículo/ }));
  await user.click(await screen.findByRole('option', { name: /ABC-123/ }));
}

async function pick(user: User, scope: HTMLElement, label: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens the position's dialog and saves a good reading. */
async function inspect(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Posición ${name}\\b`) }));
  const dialog = await screen.findByRole('dialog', { name: /Inspección de neumático/ });
  await within(dialog).findByText(/^MX50/);
  await user.type(within(dialog).getByLabelText(/^Presión actual/), '105');
  await pick(user, dialog, /^Tapa/, 'Con tapa');
  await user.type(within(dialog).getByLabelText(/^Profundidad izquierda/), '12');
  await user.type(within(dialog).getByLabelText(/^Profundidad derecha/), '11');
  await pick(user, dialog, /^Estado del neumático/, 'Continuar en Operación');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('InspectionPage', { timeout: 40_000 }, () => {
  it('shows the client, keeps date and km off until a vehicle is chosen and the positions until both pass', async () => {
    const { user, calls } = setup({ kmAnswer: 'El kilometraje debe ser mayor a 150 000' });
    expect(await screen.findByDisplayValue('Transportes Andinos S.A.C.')).toBeTruthy();
    expect(await screen.findByDisplayValue('20512345678')).toBeTruthy();
    expect(screen.getByLabelText(/^Km/)).toHaveProperty('disabled', true);
    await chooseVehicle(user);
    expect(screen.getByLabelText(/^Km/)).toHaveProperty('disabled', false);
    await user.type(screen.getByLabelText(/^Km/), '1000');
    expect(await screen.findByText('El kilometraje debe ser mayor a 150 000')).toBeTruthy();
    expect(calls.km?.at(-1)).toEqual({ id_cliente: 1, id_vehiculo: 12, km_inspeccion: 1000 });
    expect(screen.queryByRole('button', { name: /^Posición P1/ })).toBeNull();
  });

  it('says a code is taken on blur', async () => {
    const { user, calls } = setup({ codeTaken: true });
    await chooseVehicle(user);
    await user.type(screen.getByLabelText(/^Código de inspección/), 'INS-1');
    await user.tab();
    expect(await screen.findByText(INSPECTION_MSG.codigoRegistrado)).toBeTruthy();
    expect(calls.codigo?.[0]).toEqual({ id_cliente: 1, codigo: 'INS-1' });
  });

  it('records readings per position, deletes one with confirmation and finishes with all ids', async () => {
    const { user, calls } = setup();
    await chooseVehicle(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(INSPECTION_MSG.kmRequerido)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Km/), '150500');
    expect(await screen.findByText('KM Correcto')).toBeTruthy();
    await screen.findByRole('button', { name: /^Posición P1/ });
    // Nothing inspected yet.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(INSPECTION_MSG.sinDetalles)).toBeTruthy();

    await inspect(user, 'P1');
    await inspect(user, 'P2');
    const table = screen.getByRole('table', { name: 'Inspecciones parciales' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^Posición P1/ })).toHaveProperty('disabled', true);
    expect(calls.store?.[0]).toMatchObject({ id_vehiculo: 12, ubicacion: 1, km_inspeccion_parcial: 150500 });

    await user.click(within(table).getByRole('button', { name: 'Eliminar P2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar lectura' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.delete?.[0]).toEqual({ id_cliente: 1, id_inspeccion: 71 });
    expect(screen.getByRole('button', { name: /^Posición P2/ })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(INSPECTION_MSG.registrada)).toBeTruthy();
    expect(calls.finish?.[0]).toEqual({
      id_cliente: 1,
      codigo: null,
      vehiculo: 12,
      fecha_inspeccion: todayInLima(),
      km_inspeccion: 150500,
      id_planta: 3,
      llantarepuesto: 0,
      portallanta: 0,
      inspection_id: [70],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inspeccionreporte'), {
      timeout: 4000,
    });
  });
});
