import { type EtlExportRequest, inspectionsByClientResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST etl/inspeccionesxcliente: each client's finished inspections in the period and the readings the export
 * would write, so the screen tells what the file will hold before it is built.
 */
export const getInspectionsByClient = async (filter: EtlExportRequest) =>
  (await api.post('/etl/inspeccionesxcliente', filter, inspectionsByClientResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const inspectionsByClientQueryOptions = (filter: EtlExportRequest | null) =>
  queryOptions({
    queryKey: ['etl', 'inspeccionesxcliente', filter],
    queryFn: filter ? () => getInspectionsByClient(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useInspectionsByClient = (filter: EtlExportRequest | null) =>
  useQuery(inspectionsByClientQueryOptions(filter));
