import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST inspecciones/deleteInspeccion: removes a draft reading; its position is free again. */
export const deleteReading = (clientId: number, readingId: number) =>
  api.post('/inspecciones/deleteInspeccion', { id_cliente: clientId, id_inspeccion: readingId }, z.unknown());

export const useDeleteReading = (clientId: number) =>
  useMutation({ mutationFn: (readingId: number) => deleteReading(clientId, readingId) });
