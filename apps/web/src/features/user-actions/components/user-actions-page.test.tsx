import { type UserActionsResponse, USAGE_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { UserActionsPage } from './user-actions-page';

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

const action = (id: number, usuario: string) => ({
  id,
  usuario,
  email: `${usuario.toLowerCase()}@huella.pe`,
  accion: 'Instalar neumático',
  vista: 'Instalación',
  detalle: 'Neumático ABC123 instalado en P3 de ABC-123',
  // 15:30 in Lima.
  created_at: '2026-11-20T20:30:00.000Z',
});

const page = (current: number, total: number, rows: ReturnType<typeof action>[]): UserActionsResponse => ({
  data: rows,
  per_page: 10,
  current_page: current,
  from: rows.length ? (current - 1) * 10 + 1 : null,
  to: rows.length ? (current - 1) * 10 + rows.length : null,
  total,
});

function stub(reply: (body: Record<string, unknown>) => UserActionsResponse) {
  const requests: Record<string, unknown>[] = [];
  const exports: { path: string; body: unknown }[] = [];
  stubFetch({
    'POST /api/reporte/accionesusuario': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return { body: reply(body as Record<string, unknown>) };
    },
  });
  const fetchMock = vi.mocked(fetch);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
    exports.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
    return new Response('x', {
      headers: { 'Content-Type': EXPORT_TYPES['.xlsx'], 'nombre-archivo': 'acciones.xlsx' },
    });
  });
  return { requests, exports };
}

describe('UserActionsPage', () => {
  it('opens on the current month with the spec columns, pages on the server and exports the period', async () => {
    const { requests, exports } = stub((body) =>
      body.page === 1 ? page(1, 12, [action(1, 'Ana')]) : page(2, 12, [action(2, 'Beto')]),
    );
    const { user } = renderWithProviders(<UserActionsPage />);
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(requests[0]).toEqual({
      fecha_inicial: '2026-11-01',
      fecha_final: '2026-11-24',
      page: 1,
      per_page: 10,
    });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Nombre', 'Email', 'Acción', 'Vista', 'Detalle', 'Fecha Acción']);
    const row = screen.getByText('Ana').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('20/11/2026 15:30')).toBeTruthy();
    expect(within(row).getByText('Neumático ABC123 instalado en P3 de ABC-123')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /página siguiente/i }));
    expect(await screen.findByText('Beto')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([
      {
        path: '/api/excel/reporteaccionusuarios',
        body: { fecha_inicial: '2026-11-01', fecha_final: '2026-11-24' },
      },
    ]);
  });

  it("shows the reply's mensaje when the server sends no file, and the server's text for a refused export", async () => {
    stub(() => page(1, 1, [action(1, 'Ana')]));
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    const failures = [
      new Response(JSON.stringify({ exito: false, mensaje: 'No hay acciones para exportar' }), {
        headers: { 'Content-Type': 'text/html' },
      }),
      new Response(JSON.stringify({ error: 'No autorizado' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    ];
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/excel/')
        ? (failures.shift() as Response)
        : (base as NonNullable<typeof base>)(input, init),
    );
    const { user } = renderWithProviders(<UserActionsPage />);
    await screen.findByText('Ana');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('No hay acciones para exportar')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exportar' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('No autorizado')).toBeTruthy();
    expect(screen.queryByText('Archivo exportado correctamente')).toBeNull();
  });

  it('asks for both dates before searching', async () => {
    const { requests } = stub(() => page(1, 0, []));
    const { user } = renderWithProviders(<UserActionsPage />);
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    for (const field of screen.getAllByRole('group')) {
      // Each date field is a group of day, month and year sections: clear them all.
      for (const section of within(field).queryAllByRole('spinbutton')) {
        await user.click(section);
        await user.keyboard('{Backspace}');
      }
    }
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(USAGE_MSG.fechaInicial)).toBeTruthy();
    expect(screen.getByText(USAGE_MSG.fechaFinal)).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
