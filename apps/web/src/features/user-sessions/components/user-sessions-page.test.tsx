import { type SessionsResponse, USAGE_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { UserSessionsPage } from './user-sessions-page';

vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const login = (id: number, name: string) => ({
  id,
  id_usuario: 5,
  name,
  email: `${name.toLowerCase()}@huella.pe`,
  // 08:05 in Lima.
  fecha_session: '2026-11-20T13:05:00.000Z',
});

const page = (current: number, total: number, rows: ReturnType<typeof login>[]): SessionsResponse => ({
  data: rows,
  per_page: 10,
  current_page: current,
  from: rows.length ? (current - 1) * 10 + 1 : null,
  to: rows.length ? (current - 1) * 10 + rows.length : null,
  total,
});

function stub(reply: (body: Record<string, unknown>) => SessionsResponse) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const exports: { path: string; body: unknown }[] = [];
  const record = (path: string, body: unknown) =>
    requests.push({ path, body: body as Record<string, unknown> });
  stubFetch({
    'POST /api/reporte/sesionesusuarios': ({ body }) => {
      record('sesionesusuarios', body);
      return { body: reply(body as Record<string, unknown>) };
    },
    'POST /api/reporte/sesionesusuariosdiario': ({ body }) => {
      record('diario', body);
      return {
        body: {
          data: [{ id: 5, name: 'Ana', email: 'ana@huella.pe', fecha_session: '2026-11-20', cantidad: 3 }],
        },
      };
    },
    'POST /api/reporte/sesionesusuariosmensual': ({ body }) => {
      record('mensual', body);
      return {
        body: {
          data: [{ id: 5, name: 'Ana', email: 'ana@huella.pe', fecha_session: '2026-11', cantidad: 7 }],
        },
      };
    },
  });
  const fetchMock = vi.mocked(fetch);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
    exports.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
    return new Response('x', { headers: { 'Content-Type': EXPORT_TYPES['.xlsx'] } });
  });
  return { requests, exports };
}

const PERIOD = { fecha_inicial: '2026-11-01', fecha_final: '2026-11-24' };

describe('UserSessionsPage', () => {
  it('lists the logins of the current month (Id, Nombre, Email, Fecha), 10 a page from the server', async () => {
    const { requests } = stub((body) =>
      body.page === 1 ? page(1, 11, [login(41, 'Ana')]) : page(2, 11, [login(30, 'Beto')]),
    );
    const { user } = renderWithProviders(<UserSessionsPage />);
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(requests[0]).toEqual({ path: 'sesionesusuarios', body: { ...PERIOD, page: 1, per_page: 10 } });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Nombre',
      'Email',
      'Fecha',
    ]);
    const row = screen.getByText('Ana').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('41')).toBeTruthy();
    expect(within(row).getByText('20/11/2026 08:05')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /página siguiente/i }));
    expect(await screen.findByText('Beto')).toBeTruthy();
    expect(requests.at(-1)?.body).toMatchObject({ page: 2 });
  });

  it('opens the daily and monthly popups with name, email, total ingresos and date', async () => {
    const { requests } = stub(() => page(1, 1, [login(41, 'Ana')]));
    const { user } = renderWithProviders(<UserSessionsPage />);
    await screen.findByText('Ana');

    await user.click(screen.getByRole('button', { name: 'Detalles' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sesiones diarias' }));
    const daily = await screen.findByRole('dialog', {
      name: /Sesiones diarias del 01\/11\/2026 al 24\/11\/2026/,
    });
    expect(await within(daily).findByText('ana@huella.pe')).toBeTruthy();
    expect(
      within(daily)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Email', 'Total ingresos', 'Fecha']);
    expect(within(daily).getByText('3')).toBeTruthy();
    expect(within(daily).getByText('20/11/2026')).toBeTruthy();
    expect(requests.find((request) => request.path === 'diario')?.body).toEqual(PERIOD);
    await user.click(within(daily).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Detalles' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sesiones mensuales' }));
    const monthly = await screen.findByRole('dialog', { name: /Sesiones mensuales/ });
    expect(await within(monthly).findByText('Noviembre 2026')).toBeTruthy();
    expect(within(monthly).getByText('7')).toBeTruthy();
  });

  it('exports each report of the Excel menu for the period searched', async () => {
    const { exports } = stub(() => page(1, 1, [login(41, 'Ana')]));
    const { user } = renderWithProviders(<UserSessionsPage />);
    await screen.findByText('Ana');
    for (const label of ['Reporte Ingreso', 'Reporte Diario', 'Reporte Mensual']) {
      await user.click(screen.getByRole('button', { name: 'Excel' }));
      await user.click(screen.getByRole('menuitem', { name: label }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Excel' }).hasAttribute('disabled')).toBe(false),
      );
    }
    expect(await screen.findAllByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([
      { path: '/api/excel/reportesesionesusuarios', body: PERIOD },
      { path: '/api/excel/reportesesionesusuariosdiario', body: PERIOD },
      { path: '/api/excel/reportesesionesusuariosmensual', body: PERIOD },
    ]);
  });

  it('asks for both dates before searching', async () => {
    const { requests } = stub(() => page(1, 0, []));
    const { user } = renderWithProviders(<UserSessionsPage />);
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    for (const field of screen.getAllByRole('group')) {
      for (const section of within(field).queryAllByRole('spinbutton')) {
        await user.click(section);
        await user.keyboard('{Backspace}');
      }
    }
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(USAGE_MSG.fechaInicial)).toBeTruthy();
    expect(screen.getByText(USAGE_MSG.fechaFinal)).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
