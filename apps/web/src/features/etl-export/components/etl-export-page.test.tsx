import { MARKETING_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EtlExportPage } from './etl-export-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PREVIEW = {
  success: {
    clientes: [
      { cliente: 'Minera Norte SAC', sector: 'Minería', cantidad: 12, lecturas: 1480 },
      { cliente: 'Transportes Lima SA', sector: 'Transporte', cantidad: 3, lecturas: 36 },
    ],
    total: 15,
    lecturas: 1516,
    mensaje: null,
  },
};

const spreadsheet = () =>
  new Response(new Blob(['xlsx']), {
    headers: { 'Content-Type': XLSX, 'nombre-archivo': 'reporte-etl.xlsx' },
  });

/** The preview answers JSON; the export a spreadsheet, or `exportReply` when given. */
function stubEtl(exportReply?: () => Response | Promise<Response>) {
  const previews: unknown[] = [];
  const exports: unknown[] = [];
  const json = stubFetch({
    'POST /api/etl/inspeccionesxcliente': ({ body }) => {
      previews.push(body);
      return { body: PREVIEW };
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/excel/reporteetlinspecciones') return json(input, init);
    exports.push(JSON.parse(String(init?.body)));
    return exportReply ? exportReply() : spreadsheet();
  });
  return { previews, exports };
}

async function typePeriod(user: UserEvent, start: string, end: string) {
  const [startDay, endDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
  await user.click(startDay as HTMLElement);
  await user.keyboard(start);
  await user.click(endDay as HTMLElement);
  await user.keyboard(end);
}

describe('EtlExportPage', () => {
  it('asks for both dates and exports nothing without them', async () => {
    const { exports } = stubEtl();
    const { user } = renderWithProviders(<EtlExportPage />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(MARKETING_MSG.fechaInicio)).toBeTruthy();
    expect(screen.getByText(MARKETING_MSG.fechaFin)).toBeTruthy();
    expect(exports).toEqual([]);
  });

  it('offers only Reencauchado, and exports the period with the progress and success notices', async () => {
    // The file arrives when the test lets it: the progress notice shows meanwhile.
    let deliver = () => {};
    const { exports } = stubEtl(
      () => new Promise<Response>((resolve) => (deliver = () => resolve(spreadsheet()))),
    );
    const { user } = renderWithProviders(<EtlExportPage />);
    await user.click(screen.getByRole('combobox', { name: /Condición/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Reencauchado',
    ]);
    await user.keyboard('{Escape}');

    await typePeriod(user, '01102026', '31102026');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Exportando Inspecciones...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' }).hasAttribute('disabled')).toBe(true);
    deliver();
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([{ fechainicio: '2026-10-01', fechafin: '2026-10-31', condicion: 0 }]);
  });

  it("shows the server's message when it refuses the export", async () => {
    stubEtl(
      () =>
        new Response(JSON.stringify({ error: 'La fecha final debe ser mayor a la fecha inicial' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { user } = renderWithProviders(<EtlExportPage />);
    await typePeriod(user, '01102026', '31102026');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(MARKETING_MSG.rango)).toBeTruthy();
    expect(screen.queryByText('Archivo exportado correctamente')).toBeNull();
  });

  it("shows the mensaje of a reply that is not the file (spec 3 §7's {exito, mensaje})", async () => {
    stubEtl(
      () =>
        new Response(JSON.stringify({ exito: false, mensaje: 'No hay inspecciones en el periodo' }), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    );
    const { user } = renderWithProviders(<EtlExportPage />);
    await typePeriod(user, '01102026', '31102026');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('No hay inspecciones en el periodo')).toBeTruthy();
    expect(screen.queryByText('Archivo exportado correctamente')).toBeNull();
  });

  it('Consultar tells per client what the export will hold', async () => {
    const { previews, exports } = stubEtl();
    const { user } = renderWithProviders(<EtlExportPage />);
    await typePeriod(user, '01102026', '31102026');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const table = await screen.findByRole('table', { name: 'Inspecciones por cliente' });
    expect(previews).toEqual([{ fechainicio: '2026-10-01', fechafin: '2026-10-31', condicion: 0 }]);
    const row = within(table)
      .getByRole('rowheader', { name: 'Minera Norte SAC' })
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Minería', '12', '1,480']);
    expect(within(table).getByLabelText('Total de lecturas a exportar').textContent).toBe('1,516');
    await waitFor(() => expect(exports).toEqual([]));
  });
});
