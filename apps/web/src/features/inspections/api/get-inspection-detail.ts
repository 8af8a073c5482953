import { inspectionDetailResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** GET inspecciones/getAllInspectionsMinifiedPerIdentifier/{id}: header and readings, for edit mode. */
export const getInspectionDetail = (clientId: number, identificador: number) =>
  api.get(`/inspecciones/getAllInspectionsMinifiedPerIdentifier/${identificador}`, inspectionDetailResponse, {
    id_cliente: clientId,
  });

export const useInspectionDetail = (clientId: number, identificador: number | null) =>
  useQuery({
    queryKey: [...inspectionQueryKey, clientId, 'detalle', identificador],
    queryFn: () => getInspectionDetail(clientId, identificador ?? 0),
    enabled: identificador !== null,
    staleTime: 0,
  });
