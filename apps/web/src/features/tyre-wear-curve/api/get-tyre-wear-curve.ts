import { tyreWearCurveResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/curvaremanenteneumatico: the tyre's wear figures and its readings per life. */
export const getTyreWearCurve = (clientId: number, tyreId: number, history: boolean) =>
  api.post(
    '/reporte/curvaremanenteneumatico',
    { id_cliente: clientId, id_neumatico: tyreId, inspecciones_antiguas: history },
    tyreWearCurveResponse,
  );

export const tyreWearCurveQueryOptions = (clientId: number, tyreId: number | null, history: boolean) =>
  queryOptions({
    queryKey: ['reporte', 'curvaremanenteneumatico', clientId, tyreId, history],
    queryFn: () => getTyreWearCurve(clientId, tyreId ?? 0, history),
    enabled: tyreId !== null,
    // The current life stays drawn while the earlier ones load (no flash of the loading state).
    placeholderData: (previous, query) =>
      previous && query?.queryKey[3] === tyreId ? keepPreviousData(previous) : undefined,
  });

export const useTyreWearCurve = (clientId: number, tyreId: number | null, history: boolean) =>
  useQuery(tyreWearCurveQueryOptions(clientId, tyreId, history));
