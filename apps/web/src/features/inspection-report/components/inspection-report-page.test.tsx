import { INSPECTION_EXPORT_MSG, type InspectionRow, type PartialReading } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { InspectionReportPage } from './inspection-report-page';

afterEach(() => vi.unstubAllGlobals());

/** The grid's first paint can be slow on a busy machine. */
const SLOW = { timeout: 5000 };

const row = (identificador: number, placa: string): InspectionRow => ({
  id: identificador,
  identificador,
  codigo: `INS-${identificador}`,
  insp_codigo: `INS-${identificador}`,
  id_vehiculo: 3,
  placa,
  vehi_codigo: 'T-01',
  vehi_tipo: 'TRACTO',
  fecha_inspeccion: '2026-11-20',
  fecha_inspeccion_local: '20/11/2026',
  km_inspeccion: 125400,
  tipo_costo: 1,
  id_planta: 2,
  planta: 'Lurín',
  repuesto: 1,
  portallantas: 0,
  neumaticos: 6,
  usuario: 'Ana Torres',
});

const page = (rows: InspectionRow[], total: number) => ({
  data: rows,
  per_page: 10,
  current_page: 1,
  from: rows.length ? 1 : null,
  to: rows.length || null,
  total,
});

const reading = (overrides: Partial<PartialReading>): PartialReading => ({
  id: 1,
  clave: '4f7c2a52-8c55-4d7e-9d0b-6d5a4b0c1e11',
  id_inspeccion: 12,
  id_vehiculo: 3,
  id_neumaticos: 40,
  num_serie: 'SER-001',
  posicion: 1,
  d_posicion: 'P1',
  ubicacion: 2,
  id_ejes: 1,
  tipo_presion: 'PSI',
  presion: 110,
  valvula: 'CT',
  accesibilidad: 1,
  motivo_inaccesibilidad: null,
  exterior: 12.5,
  medio: 12,
  interior: 11.75,
  nsd: 11.75,
  resultado: ['No Aplica'],
  separaciond: 'Sep. Entre Duales-No Aplica',
  otros: [],
  desgirregular: [],
  parareparar: [],
  fallasflanco: [],
  tuercaestado: 1,
  tuercacantidad: null,
  estado: 1,
  recomendacion: '',
  ruta: null,
  marca: 'MICHELIN',
  medida: '295/80R22.5',
  ...overrides,
});

/** The list as stubFetch answers it, and the export calls (files or pages, not JSON) by `answerExport`. */
function stubWithExports(answerExport: (url: URL) => Response) {
  const fetchMock = stubFetch({
    'GET /api/inspecciones/getAllInspectionsMinified': { body: page([row(12, 'ABC-123')], 1) },
  });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/excel/')) return answerExport(url);
    if (!base) throw new Error('stubFetch sin implementación');
    return base(input, init);
  });
}

const render = (props: { canAdd?: boolean; canEdit?: boolean } = {}) =>
  renderWithProviders(
    <InspectionReportPage clientId={1} canAdd={props.canAdd ?? true} canEdit={props.canEdit ?? true} />,
    { route: '/inspeccionreporte' },
  );

describe('InspectionReportPage', () => {
  it('asks the server for a page, newest first, and pages there', async () => {
    const queries: URLSearchParams[] = [];
    stubFetch({
      'GET /api/inspecciones/getAllInspectionsMinified': ({ url }) => {
        queries.push(url.searchParams);
        return { body: page([row(12, 'ABC-123'), row(11, 'F5X-812')], 57) };
      },
    });
    const { user } = render({ canAdd: true, canEdit: false });
    expect(await screen.findByRole('heading', { name: 'Reporte de Inspecciones (57)' })).toBeTruthy();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      id_cliente: '1',
      page: '1',
      per_page: '10',
      sortBy: 'identificador',
      sortDirection: 'desc',
    });
    const first = (await screen.findByText('ABC-123', {}, SLOW)).closest('.MuiDataGrid-row') as HTMLElement;
    expect(within(first).getByText('125,400 km')).toBeTruthy();
    expect(within(first).getByText('20/11/2026')).toBeTruthy();
    // Spec 2 §6: Nuevo needs 2, edit 3; Detalles, Exportar and Exportar General always.
    expect(screen.getByRole('link', { name: 'Nuevo' }).getAttribute('href')).toBe('/inspeccion');
    expect(screen.queryByRole('link', { name: 'Editar inspección 12' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Detalles de la inspección 12' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar inspección 12' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar General' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('sortBy')).toBe('identificador');
  });

  it('links Editar to the registration screen and says when there is nothing yet', async () => {
    stubFetch({ 'GET /api/inspecciones/getAllInspectionsMinified': { body: page([row(12, 'ABC-123')], 1) } });
    render();
    expect(
      (await screen.findByRole('link', { name: 'Editar inspección 12' }, SLOW)).getAttribute('href'),
    ).toBe('/inspeccion?identificador=12');
    vi.unstubAllGlobals();
    stubFetch({ 'GET /api/inspecciones/getAllInspectionsMinified': { body: page([], 0) } });
    render({ canAdd: false });
    expect(await screen.findByText('No hay inspecciones registradas')).toBeTruthy();
  });

  it('shows the readings of an inspection in Detalles', async () => {
    const photoUrls: string[] = [];
    stubFetch({
      'GET /api/inspecciones/getAllInspectionsMinified': { body: page([row(12, 'ABC-123')], 1) },
      'GET /api/inspecciones/getAllInspectionsMinifiedPerIdentifier/12': ({ url }) => {
        expect(url.searchParams.get('id_cliente')).toBe('1');
        return {
          body: {
            inspeccion: { ...row(12, 'ABC-123'), id_configuracion: 4, id_tipo: 1 },
            detalles: [
              reading({}),
              reading({
                id: 2,
                num_serie: 'SER-002',
                d_posicion: 'P2',
                accesibilidad: 0,
                presion: 0,
                motivo_inaccesibilidad: 1,
              }),
              reading({
                id: 3,
                num_serie: 'SER-003',
                d_posicion: 'P3',
                otros: ['Desg. Irregular'],
                desgirregular: [1, 16],
                tuercaestado: 3,
                tuercacantidad: 2,
                estado: 4,
                recomendacion: 'Cambiar en el próximo servicio',
                ruta: 'imagenes/foto-3.jpg',
              }),
            ],
          },
        };
      },
      'GET /api/archivos/imagenes/foto-3.jpg': ({ url }) => {
        photoUrls.push(url.pathname);
        return { body: 'x' };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Detalles de la inspección 12' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la inspección 12' });
    expect(await within(dialog).findByText('Neumáticos inspeccionados (3)')).toBeTruthy();
    expect(within(dialog).getByText('Ana Torres')).toBeTruthy();
    expect(within(dialog).getByText('125,400 km')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Neumáticos inspeccionados' });
    const first = within(table).getByText('SER-001').closest('tr') as HTMLElement;
    expect(within(first).getByText('110 PSI')).toBeTruthy();
    expect(within(first).getByText('12.5')).toBeTruthy();
    // The verdict shows beside the depths, or under the tyre on a tablet.
    expect(within(first).getAllByText('Continuar en Operación')).not.toHaveLength(0);
    const second = within(table).getByText('SER-002').closest('tr') as HTMLElement;
    expect(within(second).getByText('No accesible')).toBeTruthy();
    expect(within(table).getByText('Válvula inaccesible')).toBeTruthy();
    const third = within(table).getByText('SER-003').closest('tr') as HTMLElement;
    expect(within(third).getAllByText('Neumático en Mal estado')).not.toHaveLength(0);
    expect(within(table).getByText('ONDULADO, CHIPPING')).toBeTruthy();
    expect(within(table).getByText('Floja (2)')).toBeTruthy();
    expect(within(table).getByText('Cambiar en el próximo servicio')).toBeTruthy();
    await waitFor(() => expect(photoUrls).toEqual(['/api/archivos/imagenes/foto-3.jpg']));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("checks the period of 'Exportar General' before asking the server", async () => {
    const exports: URLSearchParams[] = [];
    stubWithExports((url) => {
      exports.push(url.searchParams);
      return new Response('fecha,placa\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'nombre-archivo': 'reporte-inspecciones.csv' },
      });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Exportar General' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar General' });
    // Select every section of the field, clear it, then type the day as the user does. The sections are read
    // again each time: a field re-renders them when its message changes.
    const typeDate = async (index: number, text: string) => {
      const day = within(dialog).getAllByRole('spinbutton', { name: 'Dia' })[index];
      if (!day) throw new Error(`No hay campo de fecha ${index}`);
      await user.click(day);
      await user.keyboard('{Control>}a{/Control}{Backspace}');
      await user.keyboard(text);
    };
    const typeDates = async (from: string, to: string) => {
      await typeDate(0, from);
      await typeDate(1, to);
    };

    await typeDates('10032026', '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText(INSPECTION_EXPORT_MSG.finAntesDeInicio)).toBeTruthy();

    await typeDates('01012025', '15032026');
    expect(await within(dialog).findByText(INSPECTION_EXPORT_MSG.rangoMaximo)).toBeTruthy();
    expect(exports).toEqual([]);

    await typeDates('01012025', '31122025');
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (.csv)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(Object.fromEntries(exports[0] ?? [])).toMatchObject({
      id_cliente: '1',
      fechaini: '2025-01-01',
      fechafin: '2025-12-31',
      extension: 'csv',
    });
    expect(names).toEqual(['reporte-inspecciones.csv']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    click.mockRestore();
  });

  it("shows the server's mensaje when an export answers with a page instead of the file", async () => {
    const replies = [
      JSON.stringify({ exito: false, mensaje: 'No hay lecturas para exportar' }),
      JSON.stringify({ exito: false }),
    ];
    stubWithExports(
      () => new Response(replies.shift() ?? '', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Exportar inspección 12' }, SLOW));
    await user.click(screen.getByRole('menuitem', { name: /Excel/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('No hay lecturas para exportar');

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Ocurrió un error al generar el archivo.'),
    );
  });
});
