import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { administracionReportes, clientes, contactos, reportesPdf } from '../../../db/schema/index';
import type { Mail, Mailer } from '../../../lib/mailer';
import { readReportPdf } from './pdf-store';
import { periodLabel } from './period';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  uploadsDir: string;
  publicUrl: string;
}

/** The mail of an approved report to one contact (texts ours: the spec names no mail). */
export function approvedReportMail(params: {
  to: string;
  contactName: string;
  razonSocial: string;
  periodo: string;
  approver: string;
  link: string;
  pdf: Buffer | undefined;
}): Mail {
  return {
    to: params.to,
    subject: `Reporte consolidado ${params.periodo} — ${params.razonSocial}`,
    text: [
      `Estimado(a) ${params.contactName}:`,
      '',
      `El reporte consolidado de ${params.razonSocial} del periodo ${params.periodo} fue aprobado por ${params.approver}.`,
      params.pdf ? 'Lo encontrará adjunto a este correo y también en:' : 'Puede verlo en:',
      params.link,
      '(El enlace pide iniciar sesión en Huella.)',
    ].join('\n'),
    attachments: params.pdf
      ? [
          {
            filename: `reporte-consolidado-${params.periodo.replace(/\W+/g, '-').toLowerCase()}.pdf`,
            content: params.pdf,
            contentType: 'application/pdf',
          },
        ]
      : undefined,
  };
}

/**
 * Delivery of an approved report (issue 15 item 5): its PDF to every contact of the client marked `reporte`,
 * then `fecha_entrega`. Runs after the approval committed: a mail that fails is logged and never undoes the
 * approval; the date is set only when every contact's mail went out.
 */
export async function deliverApprovedReport(
  deps: DeliveryDeps,
  params: { clientId: number; reportId: number; approver: string },
): Promise<{ sent: number; failed: number }> {
  const [report] = await deps.db
    .select({
      razon_social: clientes.razon_social,
      anio: administracionReportes.anio,
      mes1: administracionReportes.mes1,
      mes2: administracionReportes.mes2,
      uuid: reportesPdf.uuid,
      archivo: reportesPdf.archivo,
    })
    .from(administracionReportes)
    .innerJoin(clientes, eq(clientes.id, administracionReportes.id_cliente))
    .innerJoin(
      reportesPdf,
      and(
        eq(reportesPdf.id_cliente, administracionReportes.id_cliente),
        eq(reportesPdf.id, administracionReportes.id_reporte_pdf),
      ),
    )
    .where(
      and(
        eq(administracionReportes.id_cliente, params.clientId),
        eq(administracionReportes.id, params.reportId),
        eq(administracionReportes.estado, 'APROBADO'),
      ),
    )
    .limit(1);
  if (!report) return { sent: 0, failed: 0 };
  const contacts = await deps.db
    .select({ nombre: contactos.nombre, correo: contactos.correo })
    .from(contactos)
    .where(and(eq(contactos.id_cliente, params.clientId), eq(contactos.reporte, true)))
    .orderBy(asc(contactos.id));
  const pdf = await readReportPdf(deps.uploadsDir, report.archivo);
  const periodo = periodLabel(report.anio, report.mes1, report.mes2);
  const link = `${deps.publicUrl.replace(/\/$/, '')}/api/reporte/pdf/${report.uuid}`;
  let sent = 0;
  let failed = 0;
  for (const contact of contacts) {
    try {
      await deps.mailer.send(
        approvedReportMail({
          to: contact.correo,
          contactName: contact.nombre,
          razonSocial: report.razon_social,
          periodo,
          approver: params.approver,
          link,
          pdf,
        }),
      );
      sent++;
    } catch (error) {
      failed++;
      deps.log.error(
        { err: error, reporte: params.reportId },
        'no se pudo enviar el reporte aprobado a un contacto',
      );
    }
  }
  if (sent > 0 && failed === 0) {
    await deps.db
      .update(administracionReportes)
      .set({ fecha_entrega: sql`now()` })
      .where(
        and(
          eq(administracionReportes.id_cliente, params.clientId),
          eq(administracionReportes.id, params.reportId),
        ),
      );
  }
  return { sent, failed };
}
