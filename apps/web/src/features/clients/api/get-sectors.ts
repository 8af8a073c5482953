import { sectorListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET sectors/index. */
export const getSectors = async () => (await api.get('/sectors/index', sectorListResponse)).success.resultado;

export const sectorsQueryOptions = () => queryOptions({ queryKey: ['sectores'], queryFn: getSectors });

export const useSectors = () => useQuery(sectorsQueryOptions());
