import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  type ActionCode,
  approvedReportListResponse,
  errorResponse,
  MSG,
  pendingReportsResponse,
  REPORT_APPROVAL_MSG,
  reportAdminListRequest,
  reportAdminListResponse,
  reportApprovalAnswer,
  reportCommentListRequest,
  reportCommentListResponse,
  reportCommentStoreRequest,
  reportReviewRequest,
  ROLE,
  sendReportFields,
} from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { administracionReportes } from '../../../db/schema/index';
import { actorOf, logged } from '../../../lib/action-log';
import { ForbiddenError, HttpError } from '../../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart } from '../../../lib/uploads';
import { clientOf, userOf } from '../../../plugins/access';
import { canUseClient } from '../../session/client-access';
import { consolidatedView } from './consolidated.routes';
import { periodLabel } from './period';
import { deliverApprovedReport } from './report-delivery';
import {
  addComment,
  listApprovedReports,
  listComments,
  listPendingReports,
  listReports,
  reviewReport,
  sendReport,
} from './report-approval.service';

const tags = ['Reportes: aprobación del consolidado'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/**
 * Permission id of /administracionreportes. View reads the list and comments; add sends a report and comments
 * on a rejected one (technicians hold view + add by default); edit approves and rejects: the grant that makes
 * someone a reviewer, enforced here, whatever the screen shows.
 */
export const REPORT_ADMIN_MENU = 24;
const adminAccess = (action: ActionCode) =>
  ({ access: { menu: REPORT_ADMIN_MENU, action, client: true } }) as const;

/** The multipart fields, checked with the contract's schema (422 by field, like a JSON body). */
function parseSendFields(fields: Record<string, string>) {
  const parsed = sendReportFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const byField: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (byField[issue.path.join('.') || 'data'] ??= []).push(issue.message);
  throw new HttpError(422, parsed.error.issues[0]?.message ?? MSG.datosInvalidos, { errors: byField });
}

/** The user actions report's line of a review step (spec 3 §2.15), on the report administration screen. */
const approvalAction = (accion: string, detalle: string) =>
  ({ modulo: 'reportes', accion, vista: 'Administración de reportes', detalle }) as const;

/** The period of a client's report, e.g. 'Enero – Marzo 2026' ('' when it is not there). */
async function reportPeriod(db: Db, params: { clientId: number; reportId: number }): Promise<string> {
  const [row] = await db
    .select({
      anio: administracionReportes.anio,
      mes1: administracionReportes.mes1,
      mes2: administracionReportes.mes2,
    })
    .from(administracionReportes)
    .where(
      and(
        eq(administracionReportes.id_cliente, params.clientId),
        eq(administracionReportes.id, params.reportId),
      ),
    );
  return row ? periodLabel(row.anio, row.mes1, row.mes2) : '';
}

const fullName = (user: { nombre: string; apellidos: string }) => `${user.nombre} ${user.apellidos}`.trim();

/** Sending for approval, approving, rejecting and commenting consolidated reports (spec 3 §2.6, §7). */
export const reportApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/administradorreporte/guardarpdfservidorlocal',
    {
      schema: {
        tags,
        summary:
          'Enviar el PDF del reporte consolidado para aprobación (multipart: file, id_cliente, x_anio, x_mes1, x_mes2, comentario)',
        consumes: ['multipart/form-data'],
        response: { 200: reportApprovalAnswer, ...errors },
      },
      // The client is in the form, read after the grant: checked below with the same rule (canUseClient).
      config: { access: { menu: REPORT_ADMIN_MENU, action: ACTION.add } },
    },
    async (request) => {
      const user = userOf(request);
      const { file, fields } = await readMultipart(request, { kinds: ['pdf'], maxBytes: MAX_UPLOAD_BYTES });
      const form = parseSendFields(fields);
      if (!(await canUseClient(app.db, user, form.id_cliente)))
        throw new ForbiddenError(MSG.clienteNoPermitido);
      if (!file)
        throw new HttpError(422, REPORT_APPROVAL_MSG.documentoRequerido, {
          errors: { file: [REPORT_APPROVAL_MSG.documentoRequerido] },
        });
      // The client is the form's (checked above), not a verified client of the route.
      await logged(
        app.db,
        { ...actorOf(request), clientId: form.id_cliente },
        (tx) =>
          sendReport(tx, app.uploadsDir, {
            clientId: form.id_cliente,
            year: form.x_anio,
            month1: form.month1,
            month2: form.month2,
            userId: user.id,
            pdf: file.buffer,
            reply: (form.comentario ?? '').trim(),
          }),
        () =>
          approvalAction(
            'Enviar a aprobación',
            `Reporte consolidado ${periodLabel(form.x_anio, form.month1, form.month2)} enviado a aprobación`,
          ),
      );
      return { success: REPORT_APPROVAL_MSG.enviado };
    },
  );

  app.post(
    '/administradorreporte/index',
    {
      schema: {
        tags,
        summary: 'Reportes consolidados enviados del cliente, el último cambio primero',
        body: reportAdminListRequest,
        response: { 200: reportAdminListResponse, ...errors },
      },
      config: adminAccess(ACTION.view),
    },
    async (request) => listReports(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  for (const [path, estado, message] of [
    ['/administradorreporte/approve', 'APROBADO', REPORT_APPROVAL_MSG.aprobado],
    ['/administradorreporte/decline', 'RECHAZADO', REPORT_APPROVAL_MSG.rechazado],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            estado === 'APROBADO'
              ? 'Aprobar un reporte en espera (y enviarlo a los contactos de reporte del cliente)'
              : 'Rechazar un reporte en espera (con el motivo como primer comentario, opcional)',
          body: reportReviewRequest,
          response: { 200: reportApprovalAnswer, ...errors },
        },
        config: adminAccess(ACTION.edit),
      },
      async (request) => {
        const user = userOf(request);
        const clientId = clientOf(request);
        const reportId = request.body.id_reporte;
        const comment = estado === 'RECHAZADO' ? request.body.comentario || undefined : undefined;
        await logged(
          app.db,
          actorOf(request),
          async (tx) => {
            await reviewReport(tx, { clientId, reportId, reviewerId: user.id, estado, comment });
            return reportPeriod(tx, { clientId, reportId });
          },
          (periodo) =>
            estado === 'APROBADO'
              ? approvalAction('Aprobar', `Reporte consolidado ${periodo} aprobado`)
              : approvalAction('Rechazar', `Reporte consolidado ${periodo} rechazado`),
        );
        if (estado === 'APROBADO') {
          // After the approval committed: a failed delivery is logged, never undoes it.
          await deliverApprovedReport(
            {
              db: app.db,
              mailer: app.mailer,
              log: request.log,
              uploadsDir: app.uploadsDir,
              publicUrl: app.config.publicUrl,
            },
            { clientId, reportId, approver: fullName(user) },
          ).catch((error: unknown) =>
            request.log.error({ err: error, reporte: reportId }, 'no se pudo entregar el reporte aprobado'),
          );
        }
        return { success: message };
      },
    );
  }

  app.post(
    '/comentarios/store',
    {
      schema: {
        tags,
        summary: 'Comentar un reporte rechazado',
        body: reportCommentStoreRequest,
        response: { 200: reportApprovalAnswer, ...errors },
      },
      config: adminAccess(ACTION.add),
    },
    async (request) => {
      const clientId = clientOf(request);
      const reportId = request.body.comentario.adm_rep_id;
      await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          await addComment(tx, {
            clientId,
            reportId,
            userId: userOf(request).id,
            comentario: request.body.comentario.comentario,
          });
          return reportPeriod(tx, { clientId, reportId });
        },
        (periodo) => approvalAction('Comentar', `Comentario agregado al reporte consolidado ${periodo}`),
      );
      return { success: REPORT_APPROVAL_MSG.agregado };
    },
  );

  app.post(
    '/comentarios/index',
    {
      schema: {
        tags,
        summary: 'Comentarios de un reporte, el más antiguo primero',
        body: reportCommentListRequest,
        response: { 200: reportCommentListResponse, ...errors },
      },
      config: adminAccess(ACTION.view),
    },
    async (request) =>
      listComments(app.db, { clientId: clientOf(request), reportId: request.body.id_reportes }),
  );

  app.post(
    '/administradorreporte/aprobados',
    {
      schema: {
        tags,
        summary: 'Reportes consolidados aprobados del cliente (para sus usuarios)',
        body: reportAdminListRequest,
        response: { 200: approvedReportListResponse, ...errors },
      },
      config: consolidatedView,
    },
    async (request) => listApprovedReports(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  app.post(
    '/administradorreporte/pendientes',
    {
      schema: {
        tags,
        summary:
          "Reportes en espera de aprobación de todos los clientes (menú 'REPORTES POR APROBAR', roles 1 y 2)",
        response: { 200: pendingReportsResponse, ...errors },
      },
      // The top bar polls it: like the heartbeat, it must not keep an idle session alive.
      config: { access: { session: true, heartbeat: true } },
    },
    async (request) => {
      const user = userOf(request);
      if (user.role !== ROLE.superadmin && user.role !== ROLE.admin) throw new ForbiddenError();
      return listPendingReports(app.db, { everyClient: user.role === ROLE.superadmin });
    },
  );
};
