import { configurationStoreResponse, type ConfigurationForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurationsQueryKey } from './get-configurations';

/** POST vehiculoconfiguracion/store: creates (no id) or edits (id) a configuration with its axles. */
export const storeConfiguration = (configuracion: ConfigurationForm) =>
  api.post('/vehiculoconfiguracion/store', { configuracion }, configurationStoreResponse);

export function useStoreConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationsQueryKey }),
  });
}
