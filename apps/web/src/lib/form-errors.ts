import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts a 422's `errors: {campo: [mensajes]}` under the matching fields. Returns true when at least one landed,
 * so the caller only toasts the general message when nothing could be shown next to a field. `prefix` is where
 * the form sits in the request ('neumatico.' when the fields travel inside `neumatico`); bare keys match too.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  prefix = '',
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const bare = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const field = fields.find((name) => name === bare);
    const message = messages[0];
    if (field && message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
