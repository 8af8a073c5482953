import { inspectionAnalysisResponse, type InspectionAnalysisForm } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The three period charts share request and answer (spec 3 §7 reporte/*inspeccionad*). */
export const ANALYSIS_PATHS = {
  marcas: '/reporte/marcasinspeccionadas',
  disenios: '/reporte/diseniosinspeccionados',
  tipos: '/reporte/tiposvehiculoinspeccionados',
} as const;
export type AnalysisKind = keyof typeof ANALYSIS_PATHS;

/** POST reporte/marcasinspeccionadas, diseniosinspeccionados or tiposvehiculoinspeccionados for a period. */
export const getInspectionAnalysis = (clientId: number, kind: AnalysisKind, period: InspectionAnalysisForm) =>
  api.post(ANALYSIS_PATHS[kind], { id_cliente: clientId, ...period }, inspectionAnalysisResponse);

export const inspectionAnalysisQueryOptions = (
  clientId: number,
  kind: AnalysisKind,
  period: InspectionAnalysisForm,
) =>
  queryOptions({
    queryKey: ['analisis-inspecciones', kind, clientId, period],
    queryFn: () => getInspectionAnalysis(clientId, kind, period),
  });

export const useInspectionAnalysis = (clientId: number, kind: AnalysisKind, period: InspectionAnalysisForm) =>
  useQuery(inspectionAnalysisQueryOptions(clientId, kind, period));
