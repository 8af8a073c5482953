import { clientChoiceResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET cliente: the clients this user may see (all for roles 1–2, a technician's assigned ones), for the
 * report's client filters; the server refuses any other id anyway.
 */
export const getReportClients = async () =>
  (await api.get('/cliente', clientChoiceResponse)).success.resultado;

export const useReportClients = () =>
  useQuery({ queryKey: ['clientes-seleccion', 'todos'], queryFn: getReportClients });
