import { type ConsolidatedPeriod, savePdfResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SavePdfInput {
  clientId: number;
  userId: number | null;
  period: ConsolidatedPeriod;
}

/** POST reporte/savePdf: the server builds and keeps the period's PDF and answers its uuid and endpoint. */
export const savePdf = ({ clientId, userId, period }: SavePdfInput) =>
  api.post('/reporte/savePdf', { id_cliente: clientId, id_usuario: userId, ...period }, savePdfResponse);

/** 'Generar PDF': data.datos.uuid is what PdfViewerDialog shows. */
export const useSavePdf = () => useMutation({ mutationFn: savePdf });
