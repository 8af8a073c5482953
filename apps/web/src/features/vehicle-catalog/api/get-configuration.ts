import { configurationShowResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurationsQueryKey } from './get-configurations';

/** POST vehiculoconfiguracion/show: one configuration with axles, positions and whether vehicles use it. */
export const getConfiguration = async (id: number) =>
  (await api.post('/vehiculoconfiguracion/show', { id_configuracion: id }, configurationShowResponse)).success
    .resultado;

export const configurationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...configurationsQueryKey, 'show', id], queryFn: () => getConfiguration(id) });

export const useConfiguration = (id: number | null) =>
  useQuery({ ...configurationQueryOptions(id ?? 0), enabled: id !== null });
