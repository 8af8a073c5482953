import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/**
 * Puts a 422's messages under the form's fields. The contract names the body's path (`neumatico.campo`), the
 * server's own checks the field (`campo`): both land on `campo`. True when at least one landed.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fields.find((name) => name === key.replace(/^neumatico\./, ''));
    if (field && messages[0]) {
      setError(field, { type: 'server', message: messages[0] });
      placed = true;
    }
  }
  return placed;
}
