import { z } from 'zod';
import { idSchema } from '../fields';
import { pagedQuery, pagedResponse } from '../paging';
import { optionalIdSchema } from '../reports';
import { CONSOLIDATED_STATES, consolidatedPeriodShape, monthOrder } from './period';

/** Texts of sending, approving and commenting consolidated reports (spec 3 §5, §8; 'ours' where the spec is silent). */
export const REPORT_APPROVAL_MSG = {
  documentoRequerido: 'El documento es requerido',
  respuestaRequerida: 'La recomendación es requerida',
  enviado: 'Se envio correctamente el pdf. En espera de su aprobacion',
  aprobado: 'Reporte aprobado',
  rechazado: 'Reporte rechazado',
  agregado: 'Agregado',
  /** Ours: a period whose report was approved cannot be sent again. */
  yaAprobado: 'El reporte del periodo ya fue aprobado',
  /** Ours: approve or reject of a report that is no longer waiting. */
  yaRevisado: 'El reporte ya fue revisado',
  /** Ours: a comment is only added to a rejected report. */
  soloRechazado: 'Solo se puede comentar un reporte rechazado',
  /** Ours: two sends of one period at the same moment; the second is refused, the first stands. */
  envioSimultaneo: 'El reporte del periodo se está enviando, intente nuevamente',
  sinPendientes: 'No hay reportes por aprobar',
  menu: 'REPORTES POR APROBAR',
} as const;

/** The reply / comment text (spec 3 §5): required, trimmed, at most the column's 1000 characters. */
export const reportCommentText = z
  .string({ error: REPORT_APPROVAL_MSG.respuestaRequerida })
  .trim()
  .min(1, REPORT_APPROVAL_MSG.respuestaRequerida)
  .max(1000, 'El comentario debe tener como máximo 1000 caracteres');

/**
 * The text fields of POST /administradorreporte/guardarpdfservidorlocal (multipart: file, id_cliente, x_anio,
 * x_mes1, x_mes2, id_usuario, comentario). `comentario` is the reply a rejected report needs; the server decides.
 */
export const sendReportFields = z
  .object({
    id_cliente: idSchema,
    id_usuario: optionalIdSchema,
    x_anio: consolidatedPeriodShape.year,
    x_mes1: consolidatedPeriodShape.month1,
    x_mes2: consolidatedPeriodShape.month2,
    comentario: z.string().max(1000, 'El comentario debe tener como máximo 1000 caracteres').optional(),
  })
  .transform((value) => ({ ...value, month1: value.x_mes1, month2: value.x_mes2 }))
  .superRefine(monthOrder);
export type SendReportFields = z.infer<typeof sendReportFields>;

/** `{success}` with the screen's Spanish text (send, approve, reject, comment). */
export const reportApprovalAnswer = z.object({ success: z.string() });

export const reportStateSchema = z.enum(CONSOLIDATED_STATES);

/** POST administradorreporte/index {id_cliente, page, per_page}. */
export const reportAdminListRequest = pagedQuery
  .pick({ page: true, per_page: true })
  .extend({ id_cliente: idSchema });
export type ReportAdminListRequest = z.infer<typeof reportAdminListRequest>;

/** One row of /administracionreportes (spec 3 §2.6, §3 Report). */
export const reportAdminRow = z.object({
  id: z.number(),
  /** The sender's full name ('Nombre completo'). */
  name: z.string(),
  /** 'Reporte consolidado Enero – Marzo 2026'. */
  reporte: z.string(),
  anio: z.number(),
  mes1: z.number(),
  mes2: z.number(),
  /** Last change ('Última actualización'), ISO. */
  fecha: z.string(),
  /** First sent ('Reporte Generado'), ISO. */
  created_at: z.string(),
  estado: reportStateSchema,
  /** The uuid of the PDF under review (reporte/pdf/{uuid}). */
  urlpdf: z.string(),
});
export type ReportAdminRow = z.infer<typeof reportAdminRow>;
export const reportAdminListResponse = pagedResponse(reportAdminRow);

/**
 * POST administradorreporte/approve and /decline {id_cliente, id_reporte}. Decline may carry the reviewer's
 * first comment (ours): stored with the rejection, so the sender reads why in the send dialog.
 */
export const reportReviewRequest = z.object({
  id_cliente: idSchema,
  id_reporte: idSchema,
  comentario: z.string().trim().max(1000, 'El comentario debe tener como máximo 1000 caracteres').optional(),
});
export type ReportReviewRequest = z.infer<typeof reportReviewRequest>;

/** POST comentarios/store {id_cliente, id_usuario, comentario: {adm_rep_id, comentario}}. */
export const reportCommentStoreRequest = z.object({
  id_cliente: idSchema,
  id_usuario: optionalIdSchema,
  comentario: z.object({ adm_rep_id: idSchema, comentario: reportCommentText }),
});
export type ReportCommentStoreRequest = z.infer<typeof reportCommentStoreRequest>;

/** POST comentarios/index {id_cliente, id_reportes}: the thread, oldest first. */
export const reportCommentListRequest = z.object({ id_cliente: idSchema, id_reportes: idSchema });
export const reportComment = z.object({
  id: z.number(),
  adm_rep_id: z.number(),
  comentario: z.string(),
  /** The author's full name. */
  name: z.string(),
  created_at: z.string(),
});
export type ReportComment = z.infer<typeof reportComment>;
export const reportCommentListResponse = z.object({ data: z.array(reportComment) });

/** POST administradorreporte/aprobados {id_cliente, page, per_page}: the client's approved reports. */
export const approvedReportRow = z.object({
  id: z.number(),
  reporte: z.string(),
  periodo: z.string(),
  anio: z.number(),
  mes1: z.number(),
  mes2: z.number(),
  estado: reportStateSchema,
  fecha_revision: z.string(),
  urlpdf: z.string(),
});
export type ApprovedReportRow = z.infer<typeof approvedReportRow>;
export const approvedReportListResponse = pagedResponse(approvedReportRow);

/** POST administradorreporte/pendientes: the waiting reports of every client the user reaches (roles 1, 2). */
export const pendingReportRow = z.object({
  id: z.number(),
  id_cliente: z.number(),
  razon_social: z.string(),
  reporte: z.string(),
  estado: reportStateSchema,
  fecha: z.string(),
});
export type PendingReportRow = z.infer<typeof pendingReportRow>;
export const pendingReportsResponse = z.object({ data: z.array(pendingReportRow), total: z.number() });
export type PendingReports = z.infer<typeof pendingReportsResponse>;

/** 'Reporte consolidado Enero – Marzo 2026'. */
export const reportTitle = (periodo: string) => `Reporte consolidado ${periodo}`;
