import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';

/**
 * What every master dialog does with a save: success toast ('Agregado'), hand the new row up and close; a 409
 * (duplicate) goes under `duplicateField`, a 422 under its fields, anything else as a toast.
 */
export function useCatalogSubmit<T extends FieldValues>(params: {
  setError: UseFormSetError<T>;
  fields: readonly FieldPath<T>[];
  duplicateField: FieldPath<T>;
  onClose: () => void;
}) {
  const notify = useNotify();
  return async <R extends { message: string }>(save: () => Promise<R>, onSaved?: (answer: R) => void) => {
    try {
      const answer = await save();
      notify({ severity: 'success', message: answer.message });
      onSaved?.(answer);
      params.onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409)
        params.setError(params.duplicateField, { type: 'server', message: error.message });
      else if (!applyFieldErrors(error, params.setError, params.fields))
        notify({ severity: 'error', message: error.message });
    }
  };
}
