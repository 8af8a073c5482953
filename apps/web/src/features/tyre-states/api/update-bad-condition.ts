import { badConditionEditResponse, type BadConditionEditFormInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';
import { allTyresQueryKey } from './get-state-tyres';

/**
 * POST neumaticos/updatemalestado: the final tread and the photo. A newly chosen file goes up first through
 * imagen/subirimagen; its `nombre` is what this call sends.
 */
export async function updateBadCondition(
  clientId: number,
  userId: number | null,
  tyreId: number,
  form: BadConditionEditFormInput,
  file: File | null,
) {
  const imagen = file ? (await uploadImage(clientId, file)).nombre : form.imagen;
  return api.post(
    '/neumaticos/updatemalestado',
    { id_cliente: clientId, id_usuario: userId, id_neumatico: tyreId, ...form, imagen },
    badConditionEditResponse,
  );
}

export function useUpdateBadCondition(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tyreId: number; form: BadConditionEditFormInput; file: File | null }) =>
      updateBadCondition(clientId, userId, input.tyreId, input.form, input.file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTyresQueryKey }),
  });
}
