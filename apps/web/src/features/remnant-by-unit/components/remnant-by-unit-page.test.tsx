import { REMNANT_BY_UNIT_MSG, type RemnantByUnitResponse } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { RemnantByUnitPage } from './remnant-by-unit-page';

vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));

afterEach(() => vi.unstubAllGlobals());

const answer: RemnantByUnitResponse = {
  posiciones: [1, 2, 3],
  datos: [
    {
      id_vehiculo: 7,
      id_inspeccion: 70,
      tipovehiculo: 'TRACTO',
      fecha: '2026-02-20',
      placa: 'ABC-123',
      aplicacion: 'Carretera',
      rem_reencauche: 5,
      rem_proximo: 8,
      nsk_minimo_1: 5,
      nsk_minimo_2: 8,
      nsk_minimo_3: 8.5,
      total_neumaticos: 3,
      neumaticos_reencauchar: 1,
      neumaticos_proximos_reencauchar: 1,
    },
  ],
  aplicaciones: [
    {
      aplicacion: { id: 1, aplicacion: 'Carretera', rem_reencauche: 5, rem_proximo: 8 },
      niveles: [5, 6, 7, 8],
      datos: [
        {
          tipovehiculo: 'TRACTO',
          medida: '295/80R22.5',
          total_vehiculo_medidas: 3,
          totalneumaticos_nsk_minimo_5: 1,
          totalneumaticos_nsk_minimo_8: 2,
        },
      ],
      totales: {
        total_vehiculo_medidas: 3,
        totalneumaticos_nsk_minimo_5: 1,
        totalneumaticos_nsk_minimo_8: 2,
      },
      neumaticos_reencauchar: 1,
      neumaticos_proximo_reencauchar: 1,
      neumaticos_operativos: 1,
      total_general: 3,
    },
  ],
  resumen: { total_neumaticos: 3, total_neumaticos_reencauchar: 1, total_neumaticos_proximos_reencauchar: 1 },
  mensaje: null,
};

const empty: RemnantByUnitResponse = {
  posiciones: [],
  datos: [],
  aplicaciones: [],
  resumen: { total_neumaticos: 0, total_neumaticos_reencauchar: 0, total_neumaticos_proximos_reencauchar: 0 },
  mensaje: REMNANT_BY_UNIT_MSG.sinDatos,
};

function stub(reply: (body: Record<string, unknown>) => RemnantByUnitResponse) {
  const requests: Record<string, unknown>[] = [];
  stubFetch({
    'GET /api/sesion': {
      body: {
        usuario: { id: 1, nombres: 'Ana', apellidos: 'Pérez', email: 'a@b.pe', role: 2 },
        cliente: { id: 1, razon_social: 'Transportes Andinos S.A.C.', ruta_logo: null },
      },
    },
    'POST /api/vehiculos/showminified': { body: { data: [{ id: 7, placa: 'ABC-123', codigo: 'T1' }] } },
    'POST /api/reporte/nivelesremanenteunidad': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return { body: reply(body as Record<string, unknown>) };
    },
  });
  return requests;
}

async function setEndDate(user: ReturnType<typeof renderWithProviders>['user'], digits: string) {
  const [, endDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
  await user.click(endDay as HTMLElement);
  await user.keyboard(digits);
}

describe('RemnantByUnitPage', () => {
  it('waits for the end date, then shows the painted unit table, the totals and the size summary', async () => {
    const requests = stub(() => answer);
    const { user } = renderWithProviders(<RemnantByUnitPage clientId={1} />);
    expect(await screen.findByDisplayValue('Transportes Andinos S.A.C.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Filtrar remanente' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await setEndDate(user, '31032026');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.click(button);

    const table = await screen.findByRole('table', { name: 'Remanente mínimo por unidad y posición' });
    expect(requests).toEqual([
      { id_cliente: 1, placa: '', fecha_inicial: '2026-01-01', fecha_final: '2026-03-31' },
    ]);
    const row = within(table).getByRole('rowheader', { name: 'ABC-123' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TRACTO', '20/02/2026', 'Carretera', '5.0', '8.0', '8.5', '3', '1', '1']);
    expect(within(row).getByLabelText('P1: 5.0 mm (a reencauchar)')).toBeTruthy();
    expect(within(row).getByLabelText('P2: 8.0 mm (próximo a reencauchar)')).toBeTruthy();
    expect(within(row).getByLabelText('P3: 8.5 mm')).toBeTruthy();

    const sizes = screen.getByRole('table', { name: 'Remanente por medida · Carretera' });
    const sizeRow = within(sizes).getByRole('rowheader', { name: 'TRACTO' }).closest('tr') as HTMLElement;
    expect(
      within(sizeRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['295/80R22.5', '1', '', '', '2', '3']);
    expect(screen.getByText('Operativos')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(screen.getByText(/8.5 mm es operativo/)).toBeTruthy();
  });

  it('shows the empty text for a plate without inspections', async () => {
    const requests = stub(() => empty);
    const { user } = renderWithProviders(<RemnantByUnitPage clientId={1} />);
    await setEndDate(user, '31012026');
    await user.type(screen.getByRole('combobox', { name: 'Placa' }), 'XYZ-999');
    await user.click(screen.getByRole('button', { name: 'Filtrar remanente' }));
    expect(await screen.findByText('No hay datos para remanentes por unidad')).toBeTruthy();
    expect(requests).toEqual([
      { id_cliente: 1, placa: 'XYZ-999', fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' },
    ]);
  });

  it('shows the date-order message under the end date and asks nothing', async () => {
    const requests = stub(() => empty);
    const { user } = renderWithProviders(<RemnantByUnitPage clientId={1} />);
    await setEndDate(user, '31122025');
    await user.click(screen.getByRole('button', { name: 'Filtrar remanente' }));
    expect(await screen.findByText(REMNANT_BY_UNIT_MSG.rango)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
