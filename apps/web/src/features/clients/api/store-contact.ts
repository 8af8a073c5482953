import { contactStoreResponse, type ContactForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsQueryOptions } from './get-contacts';

/** POST contacto/store: a new contact (no id) or an edit. */
export const storeContact = async (contact: ContactForm) =>
  (await api.post('/contacto/store', contact, contactStoreResponse)).success;

export function useStoreContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeContact,
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: contactsQueryOptions(saved.resultado.id_cliente).queryKey }),
  });
}
