import { codeCheckResponse } from '@huella/contracts';
import { api } from '../../../lib/api-client';

/** POST inspecciones/validateCodigoInspeccion: true when another inspection of the client has the code. */
export const checkInspectionCode = (clientId: number, codigo: string, identificador?: number) =>
  api
    .post(
      '/inspecciones/validateCodigoInspeccion',
      { id_cliente: clientId, codigo, identificador },
      codeCheckResponse,
      { background: true },
    )
    .then((answer) => answer.existe);
