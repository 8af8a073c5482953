import { modulesResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET modulos (our path): the module tree, three levels. */
export const getModules = async () => (await api.get('/modulos', modulesResponse)).success.resultado;

export const modulesQueryOptions = () => queryOptions({ queryKey: ['modulos'], queryFn: getModules });

export const useModules = () => useQuery(modulesQueryOptions());
