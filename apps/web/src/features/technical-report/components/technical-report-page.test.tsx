import { USAGE_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubResponse } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { TechnicalReportPage } from './technical-report-page';

vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));
vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const MONTH = { fecha_inicial: '2026-11-01', fecha_final: '2026-11-24' };
const clients = {
  success: {
    resultado: [
      { id: 1, name: 'Transportes Andinos', ruc: null, imagen: null, estado: 'Activo' },
      { id: 2, name: 'Minera Sur', ruc: null, imagen: null, estado: 'Activo' },
    ],
  },
};
const months = (totals: number[]) => ({
  data: [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ].map((nombre, index) => ({ periodo: index + 1, nombre, total: totals[index] ?? 0 })),
});
const productivity = {
  usuariosoperaciones: [
    { id: 5, nombre: 'Ana' },
    { id: 6, nombre: 'Beto' },
  ],
  operaciones_x_usuario: [
    {
      modulo: 'neumaticos',
      descripcion: 'Neumáticos',
      operaciones: [
        { id: 5, nombre: 'Ana', total: 4 },
        { id: 6, nombre: 'Beto', total: 1 },
      ],
    },
    {
      modulo: 'inspecciones',
      descripcion: 'Inspecciones',
      operaciones: [{ id: 6, nombre: 'Beto', total: 1 }],
    },
  ],
  operaciones_totales: [
    { modulo: 'neumaticos', nombre: 'Neumáticos', porcentaje: 83.33, total: 5 },
    { modulo: 'inspecciones', nombre: 'Inspecciones', porcentaje: 16.67, total: 1 },
  ],
};

type Reply = (body: Record<string, unknown>) => StubResponse;

/** Every card's call answered; `overrides` replace one; requests and exports recorded by path. */
function stub(overrides: Record<string, Reply> = {}) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const exports: { path: string; body: unknown }[] = [];
  const replies: Record<string, Reply> = {
    reporteultimaconexion: () => ({
      body: {
        data: [
          {
            id: 5,
            nombre: 'Ana Díaz',
            email: 'ana@huella.pe',
            fecha_ingreso: '2026-11-24T14:00:00.000Z',
            tiempo: 7200,
          },
        ],
        per_page: 10,
        current_page: 1,
        from: 1,
        to: 1,
        total: 1,
      },
    }),
    tiemposesionusuarios: () => ({
      body: { data: [{ id: 5, nombre: 'Ana Díaz', email: 'ana@huella.pe', segundos: 3661, ingresos: 2 }] },
    }),
    reportebusquedasconsolidado: () => ({ body: months([2, 0, 1]) }),
    reportedescargasconsolidado: () => ({ body: months([1]) }),
    reporteproductividad: () => ({ body: productivity }),
    reporteoperacionesxfecha: () => ({
      body: {
        fechas: ['2026-11-23', '2026-11-24'],
        data_neumaticos: [3, 0],
        data_vehiculos: [1, 2],
        data_inspecciones: [0, 1],
      },
    }),
    ...overrides,
  };
  stubFetch({
    'GET /api/cliente': { body: clients },
    ...Object.fromEntries(
      Object.entries(replies).map(([path, reply]) => [
        `POST /api/reporte/${path}`,
        ({ body }: { body: unknown }) => {
          requests.push({ path, body: body as Record<string, unknown> });
          return reply(body as Record<string, unknown>);
        },
      ]),
    ),
  });
  const fetchMock = vi.mocked(fetch);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
    exports.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
    return new Response('x', { headers: { 'Content-Type': EXPORT_TYPES['.xlsx'] } });
  });
  const bodiesOf = (path: string) => requests.filter((request) => request.path === path).map((r) => r.body);
  return { requests, exports, bodiesOf };
}

const card = (title: string) => screen.getByRole('region', { name: title });

/** Picks `option` of the select named `label` inside `scope`. */
async function choose(user: UserEvent, scope: HTMLElement, label: string | RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('TechnicalReportPage', () => {
  it('lists the last activity with Nombre, Fecha de ingreso and Hace, and searches it', async () => {
    const { bodiesOf } = stub();
    const { user } = renderWithProviders(<TechnicalReportPage />);
    const section = await screen.findByRole('region', { name: 'Última actividad' });
    expect(await within(section).findByText('Ana Díaz')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Fecha de ingreso', 'Hace']);
    expect(within(section).getByText('24/11/2026 09:00')).toBeTruthy();
    expect(within(section).getByText('hace 2 horas')).toBeTruthy();
    expect(bodiesOf('reporteultimaconexion')[0]).toEqual({ buscar: '', page: 1, per_page: 10 });
    await user.type(within(section).getByRole('textbox', { name: 'Buscar usuarios' }), 'ana');
    await waitFor(() =>
      expect(bodiesOf('reporteultimaconexion').at(-1)).toEqual({ buscar: 'ana', page: 1, per_page: 10 }),
    );
  });

  it('draws the session time per user as hh:mm:ss, filters by client and exports the summary and the detail', async () => {
    const { bodiesOf, exports } = stub();
    const { user } = renderWithProviders(<TechnicalReportPage />);
    const section = await screen.findByRole('region', { name: 'Tiempo de sesión por usuario' });
    expect(await within(section).findByText('Ana Díaz: 01:01:01')).toBeTruthy();
    expect(bodiesOf('tiemposesionusuarios')[0]).toEqual({ id_cliente: null, ...MONTH });

    await choose(user, section, /Cliente/, 'Minera Sur');
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodiesOf('tiemposesionusuarios').at(-1)).toEqual({ id_cliente: 2, ...MONTH }));

    for (const label of ['Resumen por usuario', 'Detalle de ingresos']) {
      await user.click(within(section).getByRole('button', { name: 'Exportar' }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      await waitFor(() => expect(exports).toHaveLength(label === 'Resumen por usuario' ? 1 : 2));
    }
    expect(exports).toEqual([
      { path: '/api/excel/reportetiemposesionusuario', body: { id_cliente: 2, ...MONTH, reporte: '' } },
      {
        path: '/api/excel/reportetiemposesionusuario',
        body: { id_cliente: 2, ...MONTH, reporte: 'detalles' },
      },
    ]);
    expect((await screen.findAllByText('Archivo exportado correctamente')).length).toBeGreaterThan(0);
  });

  it('enables the month only when a year is chosen, and asks for a month of a year', async () => {
    const { bodiesOf, exports } = stub();
    const { user } = renderWithProviders(<TechnicalReportPage />);
    const section = await screen.findByRole('region', {
      name: 'Búsquedas y descargas del reporte consolidado',
    });
    expect(await within(section).findByText('Enero: 2')).toBeTruthy();
    expect(bodiesOf('reportebusquedasconsolidado')[0]).toEqual({ id_cliente: null, anio: 2026, mes: null });
    expect(bodiesOf('reportedescargasconsolidado')[0]).toEqual({ id_cliente: null, anio: 2026, mes: null });

    // The years run from 2018 to the current one.
    await user.click(within(section).getByRole('combobox', { name: /Año/ }));
    const years = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(years).toEqual([
      'Seleccione un año',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
    ]);
    await user.click(screen.getByRole('option', { name: 'Seleccione un año' }));
    expect(within(section).getByRole('combobox', { name: /Mes/ }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    expect(await within(section).findByText(USAGE_MSG.anio, { selector: 'p' })).toBeTruthy();

    await choose(user, section, /Año/, '2025');
    expect(within(section).getByRole('combobox', { name: /Mes/ }).getAttribute('aria-disabled')).toBeNull();
    await choose(user, section, /Mes/, 'Marzo');
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(bodiesOf('reportebusquedasconsolidado').at(-1)).toEqual({
        id_cliente: null,
        anio: 2025,
        mes: 3,
      }),
    );
    // A new year clears the month.
    await choose(user, section, /Año/, '2024');
    expect(within(section).getByRole('combobox', { name: /Mes/ }).textContent).toBe('Todo el año');

    await user.click(within(section).getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Detalle de búsquedas y descargas' }));
    await waitFor(() =>
      expect(exports).toEqual([
        {
          path: '/api/excel/reportedescargasconsolidado',
          body: { id_cliente: null, anio: 2025, mes: 3, reporte: 'detalles' },
        },
      ]),
    );
  });

  it('productivity needs a client, then stacks each user by type and shares the totals', async () => {
    const { bodiesOf, exports } = stub();
    const { user } = renderWithProviders(<TechnicalReportPage />);
    const section = await screen.findByRole('region', { name: 'Productividad' });
    expect(within(section).getByText('Seleccione un cliente y pulse Buscar')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    expect(await within(section).findByText(USAGE_MSG.cliente, { selector: 'p' })).toBeTruthy();
    expect(bodiesOf('reporteproductividad')).toEqual([]);

    await choose(user, section, /Cliente/, 'Transportes Andinos');
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    const bars = await within(section).findByRole('figure', { name: 'Operaciones por usuario y tipo' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana · Neumáticos: 4',
      'Beto · Neumáticos: 1',
      'Ana · Inspecciones: 0',
      'Beto · Inspecciones: 1',
    ]);
    expect(bodiesOf('reporteproductividad').at(-1)).toEqual({ id_cliente: 1, ...MONTH });
    const pie = within(section).getByRole('figure', { name: 'Total de operaciones por tipo' });
    await user.click(within(pie).getByRole('button', { name: 'Ver datos' }));
    const neumaticos = within(pie)
      .getByRole('rowheader', { name: 'Neumáticos' })
      .closest('tr') as HTMLElement;
    expect(
      within(neumaticos)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '83.33 %']);

    await user.click(within(section).getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() =>
      expect(exports).toEqual([
        { path: '/api/excel/reporteproductividad', body: { id_cliente: 1, ...MONTH } },
      ]),
    );
  });

  it('operations per day: client required, users of that client, three series and an export per series', async () => {
    const { bodiesOf, exports } = stub();
    const { user } = renderWithProviders(<TechnicalReportPage />);
    const section = await screen.findByRole('region', { name: 'Operaciones por día' });
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    expect(await within(section).findByText(USAGE_MSG.cliente, { selector: 'p' })).toBeTruthy();
    expect(bodiesOf('reporteoperacionesxfecha')).toEqual([]);

    await choose(user, section, /Cliente/, 'Transportes Andinos');
    await choose(user, section, /Usuario/, 'Beto');
    await user.click(within(section).getByRole('button', { name: 'Buscar' }));
    const chart = await within(section).findByRole('figure', { name: 'Operaciones por día' });
    expect(bodiesOf('reporteoperacionesxfecha').at(-1)).toEqual({ id_cliente: 1, ...MONTH, id_usuario: 6 });
    expect(within(chart).getByText('23/11/2026: 3')).toBeTruthy();
    await user.click(within(chart).getByRole('button', { name: 'Ver datos' }));
    const day = within(chart).getByRole('rowheader', { name: '24/11/2026' }).closest('tr') as HTMLElement;
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2', '1']);

    await user.click(within(section).getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vehículos' }));
    await waitFor(() =>
      expect(exports).toEqual([
        {
          path: '/api/excel/reporteoperacionesxfecha',
          body: { id_cliente: 1, ...MONTH, id_usuario: 6, reporte: 'vehiculos' },
        },
      ]),
    );
  });

  it('says so when a chart has nothing, and when a call fails', async () => {
    stub({
      tiemposesionusuarios: () => ({ body: { data: [] } }),
      reportebusquedasconsolidado: () => ({ status: 403, body: { error: 'No autorizado' } }),
    });
    renderWithProviders(<TechnicalReportPage />);
    const time = await screen.findByRole('region', { name: 'Tiempo de sesión por usuario' });
    expect(await within(time).findByText('No hay datos disponibles')).toBeTruthy();
    const usage = card('Búsquedas y descargas del reporte consolidado');
    expect(await within(usage).findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
