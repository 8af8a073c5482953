import { contactListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST contacto/show {id}: the contacts of a client. */
export const getContacts = async (clientId: number) =>
  (await api.post('/contacto/show', { id: clientId }, contactListResponse)).success.resultado;

export const contactsQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['contactos', clientId], queryFn: () => getContacts(clientId) });

export const useContacts = (clientId: number) => useQuery(contactsQueryOptions(clientId));
