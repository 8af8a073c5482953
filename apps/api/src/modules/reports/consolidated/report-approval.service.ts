import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type ApprovedReportRow,
  type PendingReports,
  REPORT_APPROVAL_MSG,
  type ReportAdminRow,
  type ReportComment,
  reportTitle,
} from '@huella/contracts';
import type { Db, Tx } from '../../../db/client';
import {
  administracionReportes,
  clientes,
  comentariosReporte,
  reportesPdf,
  usuarios,
} from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../../lib/http-errors';
import { offsetOf, toPage } from '../../../lib/paging';
import { saveReportPdf } from './pdf-store';
import { periodLabel } from './period';

type ReportState = 'PROCESO' | 'APROBADO' | 'RECHAZADO';

export interface ReportPeriod {
  clientId: number;
  year: number;
  month1: number;
  month2: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = sql<string>`coalesce(trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos}), '')`;
const samePeriod = (period: ReportPeriod) =>
  and(
    eq(administracionReportes.id_cliente, period.clientId),
    eq(administracionReportes.anio, period.year),
    eq(administracionReportes.mes1, period.month1),
    eq(administracionReportes.mes2, period.month2),
  );

/** The report of a period and its state, locked for the sender's transaction when `tx` locks. */
async function periodReport(db: Db | Tx, period: ReportPeriod, lock: boolean) {
  const query = db
    .select({ id: administracionReportes.id, estado: administracionReportes.estado })
    .from(administracionReportes)
    .where(samePeriod(period))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as { id: number; estado: ReportState } | undefined;
}

/** The send's refusals that do not depend on the file: an approved period, a rejected one without a reply. */
function assertSendable(report: { estado: ReportState } | undefined, reply: string) {
  if (report?.estado === 'APROBADO') throw new HttpError(422, REPORT_APPROVAL_MSG.yaAprobado);
  if (report?.estado === 'RECHAZADO' && reply.length === 0)
    throw new ValidationError('comentario', REPORT_APPROVAL_MSG.respuestaRequerida);
}

/**
 * /administradorreporte/guardarpdfservidorlocal (spec 3 §2.5, §4): the PDF is stored and the period's report
 * waits for approval. One row per client and period: the first send inserts it; a send while it waits replaces
 * the PDF; a rejected report needs the sender's reply, stored as a comment, and goes back to PROCESO with its
 * revision cleared; an approved one is refused. The refusals are checked before the file is written (no orphan
 * file for a predictable refusal) and again under the row's lock.
 */
export async function sendReport(
  db: Db,
  uploadsDir: string,
  params: ReportPeriod & { userId: number; pdf: Buffer; reply: string },
): Promise<{ id: number }> {
  assertSendable(await periodReport(db, params, false), params.reply);
  try {
    return await db.transaction(async (tx) => {
      const report = await periodReport(tx, params, true);
      assertSendable(report, params.reply);
      const pdf = await saveReportPdf(tx, uploadsDir, { ...params, userId: params.userId });
      if (!report) {
        // A concurrent first send of the period waits on the unique index, then inserts nothing: refused below.
        const [created] = await tx
          .insert(administracionReportes)
          .values({
            id_cliente: params.clientId,
            id_usuario: params.userId,
            anio: params.year,
            mes1: params.month1,
            mes2: params.month2,
            id_reporte_pdf: pdf.id,
          })
          .onConflictDoNothing()
          .returning({ id: administracionReportes.id });
        if (!created) throw new ConflictError(REPORT_APPROVAL_MSG.envioSimultaneo);
        return created;
      }
      if (report.estado === 'RECHAZADO') {
        await tx.insert(comentariosReporte).values({
          id_cliente: params.clientId,
          id_reporte: report.id,
          id_usuario: params.userId,
          comentario: params.reply,
        });
      }
      await tx
        .update(administracionReportes)
        .set({
          estado: 'PROCESO',
          id_reporte_pdf: pdf.id,
          id_usuario: params.userId,
          id_revisor: null,
          fecha_revision: null,
          fecha_entrega: null,
          updated_at: sql`now()`,
        })
        .where(eq(administracionReportes.id, report.id));
      return { id: report.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(REPORT_APPROVAL_MSG.envioSimultaneo);
    throw error;
  }
}

/** administradorreporte/index (spec 3 §2.6): the client's reports, newest change first. */
export async function listReports(db: Db, params: { clientId: number; page: number; per_page: number }) {
  const where = eq(administracionReportes.id_cliente, params.clientId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: administracionReportes.id,
        name: fullName,
        anio: administracionReportes.anio,
        mes1: administracionReportes.mes1,
        mes2: administracionReportes.mes2,
        fecha: administracionReportes.updated_at,
        created_at: administracionReportes.created_at,
        estado: administracionReportes.estado,
        urlpdf: reportesPdf.uuid,
      })
      .from(administracionReportes)
      .innerJoin(
        reportesPdf,
        and(
          eq(reportesPdf.id_cliente, administracionReportes.id_cliente),
          eq(reportesPdf.id, administracionReportes.id_reporte_pdf),
        ),
      )
      .leftJoin(usuarios, eq(usuarios.id, administracionReportes.id_usuario))
      .where(where)
      .orderBy(desc(administracionReportes.updated_at), desc(administracionReportes.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(administracionReportes).where(where),
  ]);
  const data: ReportAdminRow[] = rows.map((row) => ({
    ...row,
    name: row.name ?? '',
    reporte: reportTitle(periodLabel(row.anio, row.mes1, row.mes2)),
    fecha: iso(row.fecha),
    created_at: iso(row.created_at),
    estado: row.estado as ReportState,
  }));
  return toPage(data, total?.total ?? 0, params);
}

/**
 * administradorreporte/approve and /decline (spec 3 §4): one conditional UPDATE, so a report is reviewed once
 * and of a concurrent approve and reject exactly one changes it (the other finds it no longer waiting).
 */
export async function reviewReport(
  db: Db,
  params: {
    clientId: number;
    reportId: number;
    reviewerId: number;
    estado: 'APROBADO' | 'RECHAZADO';
    /** A rejection's reason, stored as the first comment in the same transaction. */
    comment?: string;
  },
): Promise<{ id: number }> {
  const where = and(
    eq(administracionReportes.id_cliente, params.clientId),
    eq(administracionReportes.id, params.reportId),
  );
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(administracionReportes)
      .set({
        estado: params.estado,
        id_revisor: params.reviewerId,
        fecha_revision: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(and(where, eq(administracionReportes.estado, 'PROCESO')))
      .returning({ id: administracionReportes.id });
    if (row && params.estado === 'RECHAZADO' && params.comment) {
      await tx.insert(comentariosReporte).values({
        id_cliente: params.clientId,
        id_reporte: row.id,
        id_usuario: params.reviewerId,
        comentario: params.comment,
      });
    }
    return row;
  });
  if (changed) return changed;
  const [exists] = await db
    .select({ id: administracionReportes.id })
    .from(administracionReportes)
    .where(where)
    .limit(1);
  if (!exists) throw new NotFoundError();
  throw new HttpError(422, REPORT_APPROVAL_MSG.yaRevisado);
}

/** comentarios/store (spec 3 §5): a comment on a rejected report of the client. */
export async function addComment(
  db: Db,
  params: { clientId: number; reportId: number; userId: number; comentario: string },
): Promise<void> {
  // Inserted only while the report is rejected, in the same statement that checks it.
  const result = (await db.execute(sql`
    insert into comentarios_reporte (id_cliente, id_reporte, id_usuario, comentario)
    select r.id_cliente, r.id, ${params.userId}, ${params.comentario}
    from administracion_reportes r
    where r.id_cliente = ${params.clientId} and r.id = ${params.reportId} and r.estado = 'RECHAZADO'
    returning id`)) as unknown as { rows: unknown[] };
  const inserted = result.rows;
  if (inserted.length > 0) return;
  await assertReportOf(db, params.clientId, params.reportId);
  throw new HttpError(422, REPORT_APPROVAL_MSG.soloRechazado);
}

async function assertReportOf(db: Db, clientId: number, reportId: number) {
  const [row] = await db
    .select({ id: administracionReportes.id })
    .from(administracionReportes)
    .where(and(eq(administracionReportes.id_cliente, clientId), eq(administracionReportes.id, reportId)))
    .limit(1);
  if (!row) throw new NotFoundError();
}

/** comentarios/index: a report's comments and replies, oldest first, with their authors. */
export async function listComments(
  db: Db,
  params: { clientId: number; reportId: number },
): Promise<{ data: ReportComment[] }> {
  await assertReportOf(db, params.clientId, params.reportId);
  const rows = await db
    .select({
      id: comentariosReporte.id,
      adm_rep_id: comentariosReporte.id_reporte,
      comentario: comentariosReporte.comentario,
      name: fullName,
      created_at: comentariosReporte.created_at,
    })
    .from(comentariosReporte)
    .leftJoin(usuarios, eq(usuarios.id, comentariosReporte.id_usuario))
    .where(
      and(
        eq(comentariosReporte.id_cliente, params.clientId),
        eq(comentariosReporte.id_reporte, params.reportId),
      ),
    )
    .orderBy(asc(comentariosReporte.id));
  return { data: rows.map((row) => ({ ...row, name: row.name ?? '', created_at: iso(row.created_at) })) };
}

/** administradorreporte/aprobados: the client's approved reports, last approved first. */
export async function listApprovedReports(
  db: Db,
  params: { clientId: number; page: number; per_page: number },
) {
  const where = and(
    eq(administracionReportes.id_cliente, params.clientId),
    eq(administracionReportes.estado, 'APROBADO'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: administracionReportes.id,
        anio: administracionReportes.anio,
        mes1: administracionReportes.mes1,
        mes2: administracionReportes.mes2,
        fecha_revision: administracionReportes.fecha_revision,
        urlpdf: reportesPdf.uuid,
      })
      .from(administracionReportes)
      .innerJoin(
        reportesPdf,
        and(
          eq(reportesPdf.id_cliente, administracionReportes.id_cliente),
          eq(reportesPdf.id, administracionReportes.id_reporte_pdf),
        ),
      )
      .where(where)
      .orderBy(desc(administracionReportes.fecha_revision), desc(administracionReportes.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(administracionReportes).where(where),
  ]);
  const data: ApprovedReportRow[] = rows.map((row) => {
    const periodo = periodLabel(row.anio, row.mes1, row.mes2);
    return {
      ...row,
      periodo,
      reporte: reportTitle(periodo),
      estado: 'APROBADO',
      fecha_revision: iso(row.fecha_revision ?? new Date(0)),
    };
  });
  return toPage(data, total?.total ?? 0, params);
}

/** How many waiting reports the top bar lists. */
export const PENDING_LIMIT = 20;

/**
 * administradorreporte/pendientes: the waiting reports of every client the user reaches, newest first. Only
 * roles 1 and 2 ask (the route checks): the superadmin reaches every client, the administrator the active ones
 * (the rule of session/client-access.ts allowedClients, repeated here for those two roles).
 */
export async function listPendingReports(db: Db, params: { everyClient: boolean }): Promise<PendingReports> {
  const where = and(
    eq(administracionReportes.estado, 'PROCESO'),
    params.everyClient ? undefined : eq(clientes.estado, true),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: administracionReportes.id,
        id_cliente: administracionReportes.id_cliente,
        razon_social: clientes.razon_social,
        anio: administracionReportes.anio,
        mes1: administracionReportes.mes1,
        mes2: administracionReportes.mes2,
        fecha: administracionReportes.updated_at,
      })
      .from(administracionReportes)
      .innerJoin(clientes, eq(clientes.id, administracionReportes.id_cliente))
      .where(where)
      .orderBy(desc(administracionReportes.updated_at), desc(administracionReportes.id))
      .limit(PENDING_LIMIT),
    db
      .select({ total: count() })
      .from(administracionReportes)
      .innerJoin(clientes, eq(clientes.id, administracionReportes.id_cliente))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      id_cliente: row.id_cliente,
      razon_social: row.razon_social,
      reporte: reportTitle(periodLabel(row.anio, row.mes1, row.mes2)),
      estado: 'PROCESO',
      fecha: iso(row.fecha),
    })),
    total: total?.total ?? 0,
  };
}
