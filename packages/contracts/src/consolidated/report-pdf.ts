import { z } from 'zod';
import { idSchema } from '../fields';
import { optionalIdSchema } from '../reports';
import { consolidatedPeriodShape, monthOrder } from './period';

/** POST reporte/savePdf {id_cliente, id_usuario, year, month1, month2} (spec 3 §2.5, §7). */
export const savePdfRequest = z
  .object({ id_cliente: idSchema, id_usuario: optionalIdSchema, ...consolidatedPeriodShape })
  .superRefine(monthOrder);
export type SavePdfRequest = z.infer<typeof savePdfRequest>;

/** Where a stored PDF is read from: the web prepends it to the uuid (GET reporte/pdf/{uuid}). */
export const REPORT_PDF_ENDPOINT = '/api/reporte/pdf/';

/** The answer of reporte/savePdf: the stored PDF's uuid and the endpoint that serves it. */
export const savePdfResponse = z.object({
  datos: z.object({ uuid: z.string() }),
  endpoint: z.string(),
});
export type SavePdfResponse = z.infer<typeof savePdfResponse>;

/** A stored report PDF's uuid in the path of GET reporte/pdf/{uuid}; anything else is a 404. */
export const reportPdfParams = z.object({ uuid: z.string().max(100) });
