import { configurationIndexResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST core/configuraciones: the configurations of one vehicle type (with their diagram slots). */
export const getTypeConfigurations = async (typeId: number) =>
  (await api.post('/core/configuraciones', { id_vehiculotipo: typeId }, configurationIndexResponse)).success
    .resultado;

// Under the configurations' key, so the configuration screens' changes refresh this list too.
export const typeConfigurationsQueryOptions = (typeId: number) =>
  queryOptions({
    queryKey: ['vehiculo-configuraciones', 'tipo', typeId],
    queryFn: () => getTypeConfigurations(typeId),
  });

export const useTypeConfigurations = (typeId: number | null) =>
  useQuery({ ...typeConfigurationsQueryOptions(typeId ?? 0), enabled: typeId !== null });
