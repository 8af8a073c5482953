import { clientAccessResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST accesoscliente/store: records that the user entered a client (403 when the client is not theirs). */
export const storeClientAccess = (body: { id_cliente: number; id_usuario: number | null }) =>
  api.post('/accesoscliente/store', body, clientAccessResponse);

export const useStoreClientAccess = () => useMutation({ mutationFn: storeClientAccess });
