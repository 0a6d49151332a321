import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Shows the server's per-field messages (`error.fields`) on the matching form fields, focusing the
 * first: `fields` lists the form's names that the API shares, or maps an API name (`products.0`)
 * to the form's (`products`). Returns true when at least one field message was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((apiName: string) => Path<T> | undefined),
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries =
    typeof fields === 'function'
      ? Object.entries(error.fields).map(([name, message]) => [fields(name), message] as const)
      : fields.map((name) => [name, error.fields?.[name]] as const);
  let applied = false;
  for (const [name, message] of entries) {
    if (name && message) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
