import { clientChoiceResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ClientStatus = 'Activo' | 'Inactivo';

/** GET cliente: the clients this user may enter. `estado` filters only for role 1 (others get the active ones). */
export const getClients = async (estado: ClientStatus | undefined) =>
  (await api.get('/cliente', clientChoiceResponse, { estado })).success.resultado;

export const clientsQueryOptions = (estado: ClientStatus | undefined) =>
  queryOptions({ queryKey: ['clientes-seleccion', estado ?? 'todos'], queryFn: () => getClients(estado) });

export const useClients = (estado: ClientStatus | undefined) => useQuery(clientsQueryOptions(estado));
