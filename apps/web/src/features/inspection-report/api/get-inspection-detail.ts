import { inspectionDetailResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionsQueryKey } from './get-inspections';

/** GET inspecciones/getAllInspectionsMinifiedPerIdentifier/{id}: the header and its readings (Detalles). */
export const getInspectionDetail = (clientId: number, identificador: number) =>
  api.get(`/inspecciones/getAllInspectionsMinifiedPerIdentifier/${identificador}`, inspectionDetailResponse, {
    id_cliente: clientId,
  });

// Under the list's key, so whatever refreshes the list (an edited inspection) refreshes its details too.
export const inspectionDetailQueryOptions = (clientId: number, identificador: number) =>
  queryOptions({
    queryKey: [...inspectionsQueryKey, clientId, 'detalle', identificador],
    queryFn: () => getInspectionDetail(clientId, identificador),
  });

export const useInspectionDetail = (clientId: number, identificador: number) =>
  useQuery(inspectionDetailQueryOptions(clientId, identificador));
