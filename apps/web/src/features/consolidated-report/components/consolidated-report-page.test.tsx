import { ACTION, MONTH_NAMES, type PermissionMap } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { storeSession } from '../../../lib/storage';
import { ConsolidatedReportPage } from './consolidated-report-page';

// The sections are other screens' work, each with its own tests; the frame's answer here carries none of them.
vi.mock('@huella/contracts', async (importOriginal) => {
  const contracts = await importOriginal<typeof import('@huella/contracts')>();
  return { ...contracts, consolidatedReportResponse: contracts.consolidatedReportResponse.partial() };
});
vi.mock('./sections/sections-a', () => ({ SectionsA: () => null }));
vi.mock('./sections/sections-b', () => ({ SectionsB: () => null }));
vi.mock('./sections/sections-c', () => ({ SectionsC: () => null }));
// The viewer and the send dialog have their own tests: here, what they are opened with.
vi.mock('./pdf-viewer-dialog', () => ({
  PdfViewerDialog: ({ open, uuid }: { open: boolean; uuid: string | null }) =>
    open ? <output aria-label="Visor PDF">{uuid}</output> : null,
}));
vi.mock('../../report-approval/components/send-report-dialog', () => ({
  SendReportDialog: (props: { open: boolean; generatedUuid: string | null; estado: string | null }) =>
    props.open ? (
      <output aria-label="Enviar reporte">{`${props.generatedUuid ?? 'sin PDF'} ${props.estado ?? 'NONE'}`}</output>
    ) : null,
}));
vi.mock('../../report-approval/components/approved-reports-card', () => ({
  ApprovedReportsCard: () => null,
}));

afterEach(() => vi.unstubAllGlobals());

const YEAR = Number(todayInLima().slice(0, 4));
const THIS_MONTH = Number(todayInLima().slice(5, 7));
const ALL = [ACTION.view, ACTION.add, ACTION.edit];

type Body = Record<string, unknown> & { year?: number; month1?: number; month2?: number };
type Row = { id: number; descripcion: string };

/** A server in memory: the report's frame and its recommendations, which recomendacion/* change. */
function stubServer({
  permissions = { '80': ALL },
  role = 4,
  approved = false,
}: { permissions?: PermissionMap; role?: number; approved?: boolean } = {}) {
  storeSession({ token: 'tok', userId: 7, role, email: 'a@b.pe', name: 'A B', clientId: 3 });
  let rows: Row[] = [{ id: 1, descripcion: 'Rotar los neumáticos del eje delantero' }];
  let nextId = 2;
  const sent: Record<string, Body[]> = {};
  const record = (path: string, body: unknown) => (sent[path] ??= []).push(body as Body);
  stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos: permissions } } },
    'POST /api/reporte/anios': { body: { anios: [YEAR, YEAR - 1] } },
    'POST /api/reporte/meses': ({ body }) => ({
      body: {
        meses: MONTH_NAMES.slice(0, (body as Body).year === YEAR ? THIS_MONTH : 12).map((nombre, index) => ({
          id: index + 1,
          nombre,
        })),
      },
    }),
    'POST /api/reporte/datosreporteconsolidado': ({ body }) => {
      record('report', body);
      const { year, month1, month2 } = body as Required<Body>;
      return {
        body: {
          cliente: { id: 3, razon_social: 'Transportes Andinos S.A.C.', ruc: '20123456789', ruta_logo: null },
          periodo: {
            year,
            month1,
            month2,
            desde: '',
            hasta: '',
            etiqueta: `${MONTH_NAMES[month1 - 1]} ${year}`,
          },
          seguimiento: {
            estado: approved ? 'APROBADO' : null,
            etiqueta: approved ? 'Aceptado' : 'No enviado',
            id_reporte: approved ? 9 : null,
            fecha: approved ? '2026-01-05T15:00:00Z' : null,
            inspecciones: 12,
            vehiculos_inspeccionados: 5,
            neumaticos_inspeccionados: 48,
          },
          recomendaciones: rows,
        },
      };
    },
    'POST /api/recomendacion/store': ({ body }) => {
      record('store', body);
      const { recomendacion } = body as { recomendacion: { id: number | null; descripcion: string } };
      if (recomendacion.id) {
        rows = rows.map((row) => (row.id === recomendacion.id ? ({ ...row, ...recomendacion } as Row) : row));
        return { body: { message: 'Editado con éxito', recomendacion } };
      }
      const row = { id: nextId++, descripcion: recomendacion.descripcion };
      rows = [...rows, row];
      return { body: { message: 'Agregado con éxito', recomendacion: row } };
    },
    'POST /api/reporte/savePdf': ({ body }) => {
      record('pdf', body);
      return { body: { datos: { uuid: 'u-1' }, endpoint: '/api/reporte/pdf/u-1' } };
    },
    'POST /api/recomendacion/delete': ({ body }) => {
      record('delete', body);
      rows = rows.filter((row) => row.id !== (body as { id_recomendacion: number }).id_recomendacion);
      return { body: { message: 'Eliminado con éxito' } };
    },
  });
  return sent;
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const selected = (label: RegExp) =>
  screen.getByRole('combobox', { name: label }).textContent?.replace('\u200b', '');

const monthsReady = () =>
  waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Primer mes/ }).getAttribute('aria-disabled')).toBeNull(),
  );

const recommendations = () => screen.getByRole('region', { name: 'Recomendaciones' });

describe('Reporte consolidado', () => {
  it('opens on this month, consulted: client, RUC, tracking label and follow-up counts', async () => {
    const sent = stubServer();
    renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await waitFor(() =>
      expect(sent.report).toEqual([
        { id_cliente: 3, id_usuario: 7, year: YEAR, month1: THIS_MONTH, month2: THIS_MONTH },
      ]),
    );
    expect(await screen.findByDisplayValue('Transportes Andinos S.A.C.')).toBeTruthy();
    expect(screen.getByDisplayValue('20123456789')).toBeTruthy();
    expect(screen.getAllByText('No enviado').length).toBeGreaterThan(0);
    const followUp = screen.getByRole('region', { name: /Estado de seguimiento/ });
    expect(within(followUp).getByText('48')).toBeTruthy();
    expect(within(recommendations()).getByText('Rotar los neumáticos del eje delantero')).toBeTruthy();
    // Role 4: no 'Cargar reporte'.
    expect(screen.queryByRole('button', { name: 'Cargar reporte' })).toBeNull();
  });

  it('says the month order at the last month and does not query; changing the year empties the months', async () => {
    const sent = stubServer();
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await monthsReady();
    await choose(user, /^Año/, String(YEAR - 1));
    await waitFor(() => expect(selected(/^Primer mes/)).toBe(''));
    expect(selected(/^Último mes/)).toBe('');
    await monthsReady();
    await choose(user, /^Primer mes/, 'Marzo');
    await choose(user, /^Último mes/, 'Febrero');
    expect(
      await screen.findByText('Por favor, ingresar un mes igual o mayor al primer mes seleccionado'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(sent.report).toHaveLength(1);
    await choose(user, /^Último mes/, 'Abril');
    await waitFor(() =>
      expect(
        screen.queryByText('Por favor, ingresar un mes igual o mayor al primer mes seleccionado'),
      ).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(sent.report).toHaveLength(2));
    expect(sent.report?.[1]).toMatchObject({ year: YEAR - 1, month1: 3, month2: 4 });
  });

  it('asks for both months after a change of year', async () => {
    const sent = stubServer();
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await monthsReady();
    await choose(user, /^Año/, String(YEAR - 1));
    await waitFor(() => expect(selected(/^Primer mes/)).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findAllByText('Seleccione un mes')).length).toBe(2);
    expect(sent.report).toHaveLength(1);
  });

  it('adds a recommendation (not an empty one) to the period on screen', async () => {
    const sent = stubServer();
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await screen.findByText('Rotar los neumáticos del eje delantero');
    const field = await within(recommendations()).findByRole('textbox', { name: /Nueva recomendación/ });
    await user.type(field, '   ');
    await user.click(within(recommendations()).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('El campo Recomendacion no puede ser vacio')).toBeTruthy();
    expect(sent.store).toBeUndefined();
    await user.clear(field);
    await user.type(field, 'Revisar la presión semanalmente');
    await user.click(within(recommendations()).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Agregado con éxito')).toBeTruthy();
    expect(sent.store).toEqual([
      {
        id_cliente: 3,
        year: YEAR,
        month1: THIS_MONTH,
        month2: THIS_MONTH,
        recomendacion: { id: null, descripcion: 'Revisar la presión semanalmente' },
      },
    ]);
    expect(await within(recommendations()).findByText('Revisar la presión semanalmente')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('edits a recommendation in place', async () => {
    const sent = stubServer();
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await user.click(await screen.findByRole('button', { name: /^Editar recomendación/ }));
    const field = within(recommendations()).getByRole('textbox', { name: /Editar recomendación/ });
    await user.clear(field);
    await user.click(within(recommendations()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo Recomendacion no puede ser vacio')).toBeTruthy();
    await user.type(field, 'Rotar cada 20 000 km');
    await user.click(within(recommendations()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Editado con éxito')).toBeTruthy();
    expect(sent.store?.[0]?.recomendacion).toEqual({ id: 1, descripcion: 'Rotar cada 20 000 km' });
    expect(await within(recommendations()).findByText('Rotar cada 20 000 km')).toBeTruthy();
  });

  it('deletes a recommendation after confirming', async () => {
    const sent = stubServer();
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await user.click(await screen.findByRole('button', { name: /^Eliminar recomendación/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Eliminar esta recomendación?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent.delete).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Eliminar recomendación/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminado con éxito')).toBeTruthy();
    expect(sent.delete).toEqual([{ id_cliente: 3, id_recomendacion: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(recommendations()).findByText('No hay recomendaciones para este periodo'),
    ).toBeTruthy();
  });

  it('hides what the grants do not allow, and shows Cargar reporte to roles 1 to 3', async () => {
    stubServer({ permissions: { '80': [ACTION.view] }, role: 3 });
    renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await screen.findByText('Rotar los neumáticos del eje delantero');
    expect(await screen.findByRole('button', { name: 'Cargar reporte' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar recomendación/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar recomendación/ })).toBeNull();
  });

  it('keeps the recommendations of an approved report as they are', async () => {
    stubServer({ approved: true });
    renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    expect(await screen.findByText('El reporte del periodo ya fue aprobado')).toBeTruthy();
    expect(screen.getAllByText('Aceptado').length).toBeGreaterThan(0);
    expect(screen.getByText('Rotar los neumáticos del eje delantero')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar recomendación/ })).toBeNull();
  });

  it("'Generar PDF' builds the period's PDF, shows it, and offers it to 'Cargar reporte'", async () => {
    const sent = stubServer({ role: 3 });
    const { user } = renderWithProviders(<ConsolidatedReportPage clientId={3} />);
    await screen.findByText('Rotar los neumáticos del eje delantero');
    await user.click(await screen.findByRole('button', { name: 'Generar PDF' }));
    expect((await screen.findByRole('status', { name: 'Visor PDF' })).textContent).toBe('u-1');
    expect(sent.pdf).toEqual([
      { id_cliente: 3, id_usuario: 7, year: YEAR, month1: THIS_MONTH, month2: THIS_MONTH },
    ]);
    await user.click(screen.getByRole('button', { name: 'Cargar reporte' }));
    expect((await screen.findByRole('status', { name: 'Enviar reporte' })).textContent).toBe('u-1 NONE');
  });
});
