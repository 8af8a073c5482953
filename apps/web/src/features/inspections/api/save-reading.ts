import { readingResponse, type StoreReadingRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

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
      // The dialog reports a failure itself and keeps the values: no app-wide "reload the window" dialog.
      { background: true },
    )
    .then((answer) => answer.inspeccion_actual);

/**
 * A dropped connection (status 0) is retried twice, a second apart, before the dialog says it did not save: the
 * same key makes a retry of a save that did land answer the stored reading.
 */
export const useSaveReading = () =>
  useMutation({
    mutationFn: saveReading,
    retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
    retryDelay: 1000,
  });
