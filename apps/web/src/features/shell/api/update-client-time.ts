import { okAnswer } from '@huella/contracts/shell';
import { api } from '../../../lib/api-client';

/** POST accesoscliente/update: time spent inside the chosen client (every 10 s). */
export const updateClientTime = (body: { id_usuario: number; id_cliente: number; time: number }) =>
  api.post('/accesoscliente/update', body, okAnswer, { background: true });
