import { reportApprovalAnswer } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SendReportInput {
  clientId: number;
  year: number;
  month1: number;
  month2: number;
  file: Blob;
  /** The reply a rejected report needs. */
  comentario?: string;
}

/** POST /administradorreporte/guardarpdfservidorlocal (multipart): the PDF goes for approval. */
export function sendReport(input: SendReportInput) {
  const body = new FormData();
  body.append('id_cliente', String(input.clientId));
  body.append('x_anio', String(input.year));
  body.append('x_mes1', String(input.month1));
  body.append('x_mes2', String(input.month2));
  if (input.comentario !== undefined) body.append('comentario', input.comentario);
  body.append('file', input.file, 'reporte.pdf');
  return api.post('/administradorreporte/guardarpdfservidorlocal', body, reportApprovalAnswer);
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
