import { type InstallationStoreRequest, installationStoreResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { installationQueryKey } from './get-installation';

/** POST vehiculos/storeinstalacion: the queued removals and installs, applied by the server in one go. */
export const storeInstallation = (body: InstallationStoreRequest) =>
  api.post('/vehiculos/storeinstalacion', body, installationStoreResponse);

export function useStoreInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeInstallation,
    // Positions, tyre list, odometer and the checks all changed (or, after a 409, were stale).
    onSettled: () => queryClient.invalidateQueries({ queryKey: installationQueryKey }),
  });
}
