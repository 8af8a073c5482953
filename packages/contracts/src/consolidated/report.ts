import { z } from 'zod';
import { CONSOLIDATED_STATES } from './period';
import { consolidatedSectionsA } from './sections-a';
import { consolidatedSectionsB } from './sections-b';
import { consolidatedSectionsC } from './sections-c';

/** A recommendation of the period (spec 3 §3 Recommendation). */
export const consolidatedRecommendation = z.object({ id: z.number(), descripcion: z.string() });
export type ConsolidatedRecommendation = z.infer<typeof consolidatedRecommendation>;

/**
 * The follow-up status (spec 3 §2.5): the report's tracking for this period (null estado = 'No enviado') and
 * what the period holds: finished inspections, vehicles and tyres inspected.
 */
export const consolidatedFollowUp = z.object({
  estado: z.enum(CONSOLIDATED_STATES).nullable(),
  etiqueta: z.string(),
  /** The report sent for approval, when there is one, and its last change. */
  id_reporte: z.number().nullable(),
  fecha: z.string().nullable(),
  inspecciones: z.number(),
  vehiculos_inspeccionados: z.number(),
  neumaticos_inspeccionados: z.number(),
});
export type ConsolidatedFollowUp = z.infer<typeof consolidatedFollowUp>;

/**
 * The answer of reporte/datosreporteconsolidado: the frame (client, period, follow-up, recommendations) and
 * every section. Sections A: inspected equipment, measure distribution, brand per position, brand bars per axle,
 * bad-condition tyres, scrap by reason, withdrawn tyres. Sections B: remnant per unit and per size, irregular
 * wear rotations, inflation and pressure pies, inspection detail. Sections C: retread index pie, retreadability
 * bar, cost per km, scrap losses, tyres for the retread service.
 */
export const consolidatedReportResponse = z.object({
  cliente: z.object({
    id: z.number(),
    razon_social: z.string(),
    ruc: z.string(),
    ruta_logo: z.string().nullable(),
  }),
  periodo: z.object({
    year: z.number(),
    month1: z.number(),
    month2: z.number(),
    /** First and last day, YYYY-MM-DD (Lima's calendar). */
    desde: z.string(),
    hasta: z.string(),
    /** 'Enero – Marzo 2026', or 'Enero 2026' for one month. */
    etiqueta: z.string(),
  }),
  seguimiento: consolidatedFollowUp,
  recomendaciones: z.array(consolidatedRecommendation),
  ...consolidatedSectionsA.shape,
  ...consolidatedSectionsB.shape,
  ...consolidatedSectionsC.shape,
});
export type ConsolidatedReport = z.infer<typeof consolidatedReportResponse>;
