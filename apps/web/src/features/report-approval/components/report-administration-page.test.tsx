import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, storeSession } from '../../../lib/storage';
import { ReportAdministrationPage } from './report-administration-page';

const row = (id: number, estado: 'PROCESO' | 'APROBADO' | 'RECHAZADO', reporte: string) => ({
  id,
  name: 'Carlos Quispe Mamani',
  reporte,
  anio: 2026,
  mes1: 1,
  mes2: 3,
  fecha: '2026-04-02T15:00:00.000Z',
  created_at: '2026-04-01T15:00:00.000Z',
  estado,
  urlpdf: `uuid-${id}`,
});
const page = (rows: ReturnType<typeof row>[]) => ({
  data: rows,
  per_page: 10,
  current_page: 1,
  from: rows.length ? 1 : null,
  to: rows.length || null,
  total: rows.length,
});
const menu = (actions: number[]) => ({
  'POST /api/menu/principal': { body: { success: { resultado: [], permisos: { '24': actions } } } },
});

afterEach(() => {
  clearSession();
});

function renderPage() {
  storeSession({ token: 't', userId: 9, role: 4, email: 'a@x.pe', name: 'María', clientId: 1 });
  return renderWithProviders(<ReportAdministrationPage clientId={1} />, { route: '/administracionreportes' });
}

describe('/administracionreportes', () => {
  it('shows the spec columns; approves after confirmation and reloads the list', async () => {
    let estado: 'PROCESO' | 'APROBADO' = 'PROCESO';
    const listCalls: unknown[] = [];
    const fetchMock = stubFetch({
      ...menu([1, 2, 3]),
      'POST /api/administradorreporte/index': ({ body }) => {
        listCalls.push(body);
        return { body: page([row(7, estado, 'Reporte consolidado Enero – Marzo 2026')]) };
      },
      'POST /api/administradorreporte/approve': () => {
        estado = 'APROBADO';
        return { body: { success: 'Reporte aprobado' } };
      },
    });
    const { user } = renderPage();
    for (const header of [
      'Nombre completo',
      'Reporte',
      'Última actualización',
      'Reporte Generado',
      'estado',
      'Aprobación',
    ])
      expect(await screen.findByRole('columnheader', { name: header })).toBeTruthy();
    expect(listCalls[0]).toEqual({ id_cliente: 1, page: 1, per_page: 10 });
    expect(screen.queryByRole('button', { name: /Nuevo|Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Comentar/ })).toBeNull();

    await user.click(
      await screen.findByRole('button', { name: 'Aprobar Reporte consolidado Enero – Marzo 2026' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Aprobar reporte' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Reporte aprobado')).toBeTruthy();
    const approve = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'));
    expect(JSON.parse(String(approve?.[1]?.body))).toEqual({ id_cliente: 1, id_reporte: 7 });
    await waitFor(() => expect(listCalls.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Aceptado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar Reporte/ })).toBeNull();
  });

  it('rejects after confirmation, with the reason, and its toast', async () => {
    const fetchMock = stubFetch({
      ...menu([1, 2, 3]),
      'POST /api/administradorreporte/index': {
        body: page([row(7, 'PROCESO', 'Reporte consolidado Abril 2026')]),
      },
      'POST /api/administradorreporte/decline': { body: { success: 'Reporte rechazado' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rechazar Reporte consolidado Abril 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechazar reporte' });
    await user.type(within(confirm).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Sin fotos');
    await user.click(within(confirm).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Reporte rechazado')).toBeTruthy();
    const decline = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decline'));
    expect(JSON.parse(String(decline?.[1]?.body))).toEqual({
      id_cliente: 1,
      id_reporte: 7,
      comentario: 'Sin fotos',
    });
  });

  it('hides Aprobar and Rechazar without edit on the screen', async () => {
    stubFetch({
      ...menu([1, 2]),
      'POST /api/administradorreporte/index': {
        body: page([row(7, 'PROCESO', 'Reporte consolidado Abril 2026')]),
      },
    });
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Ver PDF de Reporte consolidado Abril 2026' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
  });

  it("comments on a rejected report: the thread, 'La recomendación es requerida', then 'Agregado'", async () => {
    const comments = [
      {
        id: 1,
        adm_rep_id: 7,
        comentario: 'Falta la flota B',
        name: 'María',
        created_at: '2026-04-02T15:00:00Z',
      },
    ];
    const fetchMock = stubFetch({
      ...menu([1, 2, 3]),
      'POST /api/administradorreporte/index': {
        body: page([row(7, 'RECHAZADO', 'Reporte consolidado Abril 2026')]),
      },
      'POST /api/comentarios/index': () => ({ body: { data: comments } }),
      'POST /api/comentarios/store': () => {
        comments.push({
          id: 2,
          adm_rep_id: 7,
          comentario: 'Revisar presiones',
          name: 'María',
          created_at: '2026-04-03T15:00:00Z',
        });
        return { body: { success: 'Agregado' } };
      },
    });
    const { user } = renderPage();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Comentar Reporte consolidado Abril 2026' }));
    const dialog = await screen.findByRole('dialog', { name: /Comentarios/ });
    expect(await within(dialog).findByText('Falta la flota B')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Comentar' }));
    expect(await within(dialog).findByText('La recomendación es requerida')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Revisar presiones');
    await user.click(within(dialog).getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Agregado')).toBeTruthy();
    expect(await within(dialog).findByText('Revisar presiones')).toBeTruthy();
    const store = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/comentarios/store'));
    expect(JSON.parse(String(store?.[1]?.body))).toEqual({
      id_cliente: 1,
      comentario: { adm_rep_id: 7, comentario: 'Revisar presiones' },
    });
  });
});
