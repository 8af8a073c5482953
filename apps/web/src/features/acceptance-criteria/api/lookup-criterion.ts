import { criteriaLookupResponse } from '@huella/contracts';
import { api } from '../../../lib/api-client';

export interface CriterionKey {
  id: number | null;
  indicador: number;
  anio: number;
  modelomedida: string;
}

/** POST criteriosaceptacion/consulta: true when the client already has that criterion (spec 1 §7: answer 1). */
export const isCriterionRegistered = async (clientId: number, key: CriterionKey) =>
  (await api.post(
    '/criteriosaceptacion/consulta',
    { id_cliente: clientId, ...key },
    criteriaLookupResponse,
  )) === 1;
