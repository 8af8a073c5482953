import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  ACTION,
  errorResponse,
  REPORT_PDF_ENDPOINT,
  reportPdfParams,
  savePdfRequest,
  savePdfResponse,
} from '@huella/contracts';
import { clientes, usuarios } from '../../../db/schema/index';
import { actorOf, logged } from '../../../lib/action-log';
import { grantedMenu } from '../../../lib/grants';
import { NotFoundError } from '../../../lib/http-errors';
import { clientOf, userOf } from '../../../plugins/access';
import { canUseClient } from '../../session/client-access';
import { consolidatedView, CONSOLIDATED_MENU, recordReportQuery } from './consolidated.routes';
import { getConsolidatedReport } from './consolidated.service';
import { loadSectionsAPhotos } from './pdf/a-photos';
import { buildConsolidatedPdf } from './pdf/document';
import { findReportPdf, readReportPdf, saveReportPdf } from './pdf-store';
import { consolidatedQuery, periodLabel } from './period';
import { readUpload } from './pdf/uploads';

const tags = ['Reportes: consolidado'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Permission id of the report administration screen (spec 3 §2.6): its reviewers open the stored PDFs too. */
const ADMINISTRATION_MENU = 24;
/** A uuid as PostgreSQL writes it: anything else is a 404 before the database sees it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'inline' with the Spanish file name: an ASCII fallback and the exact name in RFC 5987 form. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, (c) => (c === '–' ? '-' : ''))
    .replace(/"/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** reporte/savePdf and reporte/pdf/{uuid} (spec 3 §2.5, §7). */
export const reportPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/savePdf',
    {
      schema: {
        tags,
        summary: 'Genera y guarda el PDF del reporte consolidado del periodo; responde su uuid',
        body: savePdfRequest,
        response: { 200: savePdfResponse, ...errors },
      },
      config: consolidatedView,
    },
    async (request) => {
      const user = userOf(request);
      const query = consolidatedQuery({ ...request.body, clientId: clientOf(request) });
      const [report, [signer], [client]] = await Promise.all([
        getConsolidatedReport(app.db, query),
        app.db
          .select({
            nombre: usuarios.nombre,
            apellidos: usuarios.apellidos,
            imagen_firma: usuarios.imagen_firma,
          })
          .from(usuarios)
          .where(eq(usuarios.id, user.id))
          .limit(1),
        app.db
          .select({ ruta_logo: clientes.ruta_logo })
          .from(clientes)
          .where(eq(clientes.id, query.clientId))
          .limit(1),
      ]);
      const [firma, logo, photos] = await Promise.all([
        readUpload(app.uploadsDir, signer?.imagen_firma ?? null),
        readUpload(app.uploadsDir, client?.ruta_logo ?? null),
        loadSectionsAPhotos(app.uploadsDir, report),
      ]);
      const pdf = await buildConsolidatedPdf(
        report,
        { nombres: signer?.nombre ?? user.nombre, apellidos: signer?.apellidos ?? user.apellidos, firma },
        logo,
        { photos },
      );
      // The PDF's row, the download and the action land together (the document is built before, outside).
      const stored = await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const saved = await saveReportPdf(tx, app.uploadsDir, {
            clientId: query.clientId,
            userId: user.id,
            year: query.year,
            month1: query.month1,
            month2: query.month2,
            pdf,
          });
          await recordReportQuery(tx, { userId: user.id, tipo: 'descarga', query });
          return saved;
        },
        () => ({
          modulo: 'reportes',
          accion: 'Descargar',
          vista: 'Reporte consolidado',
          detalle: `PDF del reporte consolidado ${periodLabel(query.year, query.month1, query.month2)} generado`,
        }),
      );
      return { datos: { uuid: stored.uuid }, endpoint: REPORT_PDF_ENDPOINT };
    },
  );

  app.get(
    '/reporte/pdf/:uuid',
    {
      schema: {
        tags,
        summary: 'PDF guardado del reporte consolidado, para quien puede ver ese cliente',
        params: reportPdfParams,
      },
      config: { access: { session: true } },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      const user = userOf(request);
      if (!UUID.test(uuid)) throw new NotFoundError();
      const row = await findReportPdf(app.db, uuid.toLowerCase());
      // One answer for unknown, another client's and not granted: the 404 never confirms the PDF exists.
      if (!row || !(await canUseClient(app.db, user, row.id_cliente))) throw new NotFoundError();
      const granted = await grantedMenu(
        app.db,
        user.role,
        [CONSOLIDATED_MENU, ADMINISTRATION_MENU],
        ACTION.view,
      ).then(
        () => true,
        () => false,
      );
      if (!granted) throw new NotFoundError();
      const pdf = await readReportPdf(app.uploadsDir, row.archivo);
      if (!pdf) throw new NotFoundError();
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          inlineDisposition(`Reporte consolidado ${periodLabel(row.anio, row.mes1, row.mes2)}.pdf`),
        )
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
};
