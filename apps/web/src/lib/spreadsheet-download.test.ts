import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { EXPORT_TYPES } from './download';
import { downloadSpreadsheet, postSpreadsheet, SPREADSHEET_TEXT } from './spreadsheet-download';

const XLSX = EXPORT_TYPES['.xlsx'];

/** Every call answers `reply`; the calls are kept to check the URL. */
function stubReply(reply: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The names given to saved files (the temporary link's `download`). */
function savedNames() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('downloadSpreadsheet', () => {
  it('GETs the path with the query and saves the file under the nombre-archivo header', async () => {
    const names = savedNames();
    const fetchMock = stubReply(
      () =>
        new Response('xlsx', {
          headers: { 'Content-Type': XLSX, 'nombre-archivo': encodeURIComponent('Índice 2026.xlsx') },
        }),
    );
    await downloadSpreadsheet('/excel/reporteindicereencauche', {
      id_cliente: 3,
      year: 2026,
      marca: undefined,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/excel/reporteindicereencauche?id_cliente=3&year=2026');
    expect(init?.method).toBe('GET');
    expect(names).toEqual(['Índice 2026.xlsx']);
  });

  it('falls back to Content-Disposition, then to the given name, then to reporte.xlsx', async () => {
    const names = savedNames();
    const replies = [
      new Response('x', {
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="costo.xlsx"' },
      }),
      new Response('x', { headers: { 'Content-Type': `${XLSX}; charset=binary` } }),
      new Response('x', { headers: { 'Content-Type': XLSX } }),
    ];
    stubReply(() => replies.shift() as Response);
    await downloadSpreadsheet('/excel/a', {}, { fallbackName: 'otro.xlsx' });
    await downloadSpreadsheet('/excel/a', {}, { fallbackName: 'otro.xlsx' });
    await downloadSpreadsheet('/excel/a', {});
    expect(names).toEqual(['costo.xlsx', 'otro.xlsx', 'reporte.xlsx']);
  });

  it('accepts another content type when asked (the CSV of the inspection report)', async () => {
    const names = savedNames();
    stubReply(() => new Response('a;b', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    await downloadSpreadsheet('/excel/a', {}, { contentType: 'text/csv', fallbackName: 'a.csv' });
    expect(names).toEqual(['a.csv']);
  });

  it("shows the page's mensaje, or 'Ocurrió un error al generar el archivo.' without one", async () => {
    const names = savedNames();
    const replies = [
      JSON.stringify({ exito: false, mensaje: 'No hay datos del año' }),
      JSON.stringify({ exito: false }),
    ];
    stubReply(
      () => new Response(replies.shift(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
    expect(await failure(downloadSpreadsheet('/excel/a', {}))).toMatchObject({
      message: 'No hay datos del año',
    });
    expect(await failure(downloadSpreadsheet('/excel/a', {}))).toMatchObject({
      message: SPREADSHEET_TEXT.errorGenerar,
    });
    expect(names).toEqual([]);
  });

  it("answers 'La respuesta no es un archivo Excel' for any other reply of an indicator export", async () => {
    stubReply(() => new Response('<html>hola</html>', { headers: { 'Content-Type': 'text/html' } }));
    const indicator = await failure(
      downloadSpreadsheet('/excel/a', {}, { wrongTypeMessage: SPREADSHEET_TEXT.noEsExcel }),
    );
    expect(indicator).toBeInstanceOf(ApiError);
    expect(indicator).toMatchObject({ message: 'La respuesta no es un archivo Excel' });
    // Without the indicator's text, the generic one.
    expect(await failure(downloadSpreadsheet('/excel/a', {}))).toMatchObject({
      message: SPREADSHEET_TEXT.errorIntente,
    });
  });

  it("passes on the server's refusal and turns anything else into 'Error inesperado'", async () => {
    stubReply(
      () =>
        new Response(JSON.stringify({ error: 'No tiene permiso' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await failure(downloadSpreadsheet('/excel/a', {}))).toMatchObject({
      status: 403,
      message: 'No tiene permiso',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('boom');
      }),
    );
    const error = await failure(downloadSpreadsheet('/excel/a', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/./);
  });
});

describe('postSpreadsheet', () => {
  it('POSTs the body as JSON and saves the file under the nombre-archivo header, else the given name', async () => {
    const names = savedNames();
    const replies = [
      new Response('xlsx', { headers: { 'Content-Type': XLSX, 'nombre-archivo': 'ingresos.xlsx' } }),
      new Response('xlsx', { headers: { 'Content-Type': XLSX } }),
    ];
    const fetchMock = stubReply(() => replies.shift() as Response);
    const period = { fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' };
    await postSpreadsheet('/excel/reportesesionesusuarios', period, { fallbackName: 'otro.xlsx' });
    await postSpreadsheet('/excel/reportesesionesusuarios', period, { fallbackName: 'otro.xlsx' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/excel/reportesesionesusuarios');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(period);
    expect(names).toEqual(['ingresos.xlsx', 'otro.xlsx']);
  });

  it("shows an HTML-typed reply's mensaje, and 'Sucedió un error, intentelo nuevamente' for any other", async () => {
    const names = savedNames();
    const replies = [
      new Response(JSON.stringify({ exito: false, mensaje: 'No hay registros en el periodo' }), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
      new Response('<html>hola</html>', { headers: { 'Content-Type': 'text/html' } }),
    ];
    stubReply(() => replies.shift() as Response);
    expect(await failure(postSpreadsheet('/excel/a', {}))).toMatchObject({
      message: 'No hay registros en el periodo',
    });
    expect(await failure(postSpreadsheet('/excel/a', {}))).toMatchObject({
      message: SPREADSHEET_TEXT.errorIntente,
    });
    expect(names).toEqual([]);
  });
});
