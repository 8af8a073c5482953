import { tyreSerialCheckResponse } from '@huella/contracts';
import { api } from '../../../lib/api-client';

/** POST neumaticos/validateserialnumber: true when the client has no other tyre with that serial. */
export const isSerialFree = async (clientId: number, numSerie: string, tyreId?: number | null) => {
  const answer = await api.post(
    '/neumaticos/validateserialnumber',
    { id_cliente: clientId, num_serie: numSerie, id_neumatico: tyreId ?? undefined },
    tyreSerialCheckResponse,
  );
  return answer.data.length === 0;
};
