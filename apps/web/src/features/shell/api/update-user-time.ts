import { okAnswer } from '@huella/contracts/shell';
import { api } from '../../../lib/api-client';

/** POST usuarios/timeuser: presence heartbeat (every 10 s); `time` = seconds since the previous beat. */
export const updateUserTime = (body: { id_usuario: number; time: number }) =>
  api.post('/usuarios/timeuser', body, okAnswer, { background: true });
