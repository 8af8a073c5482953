import { yearlyInspectionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/inspeccionesanuales: finished inspections per month of the year (12 bars). */
export const getYearlyInspections = (clientId: number, year: number) =>
  api.post('/reporte/inspeccionesanuales', { id_cliente: clientId, year }, yearlyInspectionsResponse);

export const yearlyInspectionsQueryOptions = (clientId: number, year: number) =>
  queryOptions({
    queryKey: ['analisis-inspecciones', 'anuales', clientId, year],
    queryFn: () => getYearlyInspections(clientId, year),
  });

export const useYearlyInspections = (clientId: number, year: number) =>
  useQuery(yearlyInspectionsQueryOptions(clientId, year));
