import { zodResolver as schemaResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { translateValidationMessage } from './validation-messages';

/** Puts every message of a resolver's answer into the page's language, nested fields and arrays included. */
function translateErrors(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    // `ref` is the field's element; `types` holds every message of a field (criteriaMode 'all').
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (node as Record<string, unknown>).message = translateValidationMessage(value);
    } else translateErrors(value);
  }
}

/**
 * Wraps a form's resolver so the messages it returns (the shared schemas' English) are shown in
 * the page's language. Forms with a resolver of their own wrap it with this.
 */
export function localizedResolver<TValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TValues, TContext, TTransformed>,
): Resolver<TValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors);
    return result;
  };
}

/**
 * The one zodResolver of the web app (ESLint points '@hookform/resolvers/zod' here): the
 * library's, its messages in the page's language (decision 098).
 */
export const zodResolver = ((...args: Parameters<typeof schemaResolver>) =>
  localizedResolver(schemaResolver(...args))) as typeof schemaResolver;
