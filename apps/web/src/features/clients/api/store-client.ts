import { clientStoreResponse, type ClientForm, type ClientProfileForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminClientsQueryOptions } from './get-admin-clients';
import { clientQueryOptions } from './get-client';

export interface StoreClientInput {
  data: ClientForm | ClientProfileForm;
  logo: File | null;
}

/** POST cliente/store: multipart with the logo as `file` and the form as the `data` JSON field. */
export async function storeClient({ data, logo }: StoreClientInput) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (logo) body.append('file', logo);
  return (await api.post('/cliente/store', body, clientStoreResponse)).success;
}

export function useStoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeClient,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminClientsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: clientQueryOptions(saved.resultado.id).queryKey }),
      ]),
  });
}
