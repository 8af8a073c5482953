import { DETAILED_REPORT_MSG, type DetailedReportResponse } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { DetailedReportPage } from './detailed-report-page';

vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));

afterEach(() => vi.unstubAllGlobals());

const reading = {
  id: 1,
  id_inspeccion: 70,
  posicion: 1,
  marcaneumatico: 'MICHELIN',
  medidaneumatico: '295/80R22.5',
  modeloneumatico: 'XZE',
  disenioneumatico: 'XDN2',
  condicion: 'N',
  razon_social: null,
  num_serie: 'S-001',
  valvula: 'Corta',
  accesibilidad: 1,
  presionactual: 110,
  presion_recomendada: 140,
  estadopresion: 'critica' as const,
  remanente_original: 16,
  exterior: 6,
  medio: 6,
  interior: 5,
  nsk_minimo: 5,
  banda: 'a-reencauchar' as const,
  rem_reencauche: 5,
  rem_proximo: 8,
  recomendacion: 'Rotar',
};

const inspection = (id: number, placa: string) => ({
  id,
  codigo: '-',
  fecha_inspeccion: '2026-11-20',
  km_inspeccion: 12500,
  tipo_costo: 1,
  id_vehiculo: 7,
  placa,
  tipovehiculo: 'TRACTO',
  marcavehiculo: 'VOLVO',
  aplicacion: 'Carretera',
  detalle: [
    { ...reading, id_inspeccion: id },
    {
      ...reading,
      id: 2,
      id_inspeccion: id,
      posicion: 2,
      num_serie: 'S-002',
      estadopresion: null,
      presion_recomendada: null,
      nsk_minimo: 8,
      interior: 8,
      banda: 'proximo' as const,
    },
  ],
});

const page = (
  current: number,
  total: number,
  rows: ReturnType<typeof inspection>[],
): DetailedReportResponse => ({
  data: rows,
  per_page: 10,
  current_page: current,
  from: rows.length ? (current - 1) * 10 + 1 : null,
  to: rows.length ? (current - 1) * 10 + rows.length : null,
  total,
});

function stub(reply: (body: Record<string, unknown>) => DetailedReportResponse) {
  const requests: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/vehiculos/showminified': { body: { data: [{ id: 7, placa: 'ABC-123', codigo: 'T1' }] } },
    'POST /api/reporte/detalladoporcliente': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return { body: reply(body as Record<string, unknown>) };
    },
  });
  return requests;
}

describe('DetailedReportPage', () => {
  it('opens on the current month, unfolds an inspection into its readings and pages', async () => {
    const requests = stub((body) =>
      body.page === 1 ? page(1, 11, [inspection(70, 'ABC-123')]) : page(2, 11, [inspection(60, 'XYZ-999')]),
    );
    const { user } = renderWithProviders(<DetailedReportPage clientId={1} />);
    const list = await screen.findByRole('table', { name: 'Inspecciones del periodo' });
    expect(requests[0]).toEqual({
      id_cliente: 1,
      fecha_inicial: '2026-11-01',
      fecha_final: '2026-11-24',
      placa: '',
      page: 1,
      per_page: 10,
    });
    const row = within(list).getByRole('rowheader', { name: 'ABC-123' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '20/11/2026', 'TRACTOCarretera', '-', '12,500.0 km', '2']);
    expect(screen.queryByRole('table', { name: 'Lecturas de la inspección 70' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver lecturas de ABC-123' }));
    const readings = await screen.findByRole('table', { name: 'Lecturas de la inspección 70' });
    const p1 = within(readings).getByRole('rowheader', { name: 'P1' }).closest('tr') as HTMLElement;
    expect(within(p1).getByText('Crítica')).toBeTruthy();
    expect(within(p1).getByLabelText('NSD: 5.0 mm (a reencauchar)')).toBeTruthy();
    const p2 = within(readings).getByRole('rowheader', { name: 'P2' }).closest('tr') as HTMLElement;
    expect(within(p2).getByLabelText('NSD: 8.0 mm (próximo a reencauchar)')).toBeTruthy();

    expect(screen.getByText('1–10 de 11 inspecciones')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('rowheader', { name: 'XYZ-999' })).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ page: 2 });
  });

  it('shows the empty text, and the date-order message without asking', async () => {
    const requests = stub(() => page(1, 0, []));
    const { user } = renderWithProviders(<DetailedReportPage clientId={1} />);
    expect(await screen.findByText(DETAILED_REPORT_MSG.sinDatos)).toBeTruthy();
    const [startDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
    await user.click(startDay as HTMLElement);
    await user.keyboard('25112026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(DETAILED_REPORT_MSG.rango)).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
