import { readingResponse, type StoreReadingRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST inspecciones/storeInspeccion (new draft) or inspecciones/updateInspeccion (`id` given). The body's
 * `clave` is chosen once per dialog opening: a retry after a dropped answer finds the stored reading instead of
 * adding a second one.
 */
export const saveReading = (body: StoreReadingRequest & { id?: number }) =>
  api
    .post(
      body.id === undefined ? '/inspecciones/storeInspeccion' : '/inspecciones/updateInspeccion',
      body,
      readingResponse,
    )
    .then((answer) => answer.inspeccion_actual);

export const useSaveReading = () => useMutation({ mutationFn: saveReading });
