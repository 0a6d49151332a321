import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A toast's text: fixed, or made from the result or the error (e.g. 'Failed to save hero slide: ' + message). */
type Text<T> = string | ((value: T) => string);

export interface AdminMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The query keys to refetch after the write (lists, the detail), whether it worked or not. */
  invalidate: (input: TInput, result: TResult | undefined) => readonly QueryKey[];
  /** The success toast (the specification's text); none when omitted. */
  success?: Text<TResult>;
  successDescription?: Text<TResult>;
  /** The failure toast's title (the specification's text); the server's message is its description. */
  error: Text<unknown>;
  /**
   * Puts the server's field messages on the form, e.g.
   * `(error) => applyServerFieldErrors(error, form.setError, ['title', 'priceCents'])`;
   * when it returns true the failure toast is skipped (the fields say what is wrong).
   */
  onFieldErrors?: (error: unknown) => boolean;
}

/**
 * A mutation of the admin kit: invalidates the given keys and toasts the specification's
 * success or failure text; field errors go onto the form (`onFieldErrors`).
 */
export function useAdminMutation<TInput, TResult>({
  mutationFn,
  invalidate,
  success,
  successDescription,
  error: errorText,
  onFieldErrors,
}: AdminMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TInput>({
    mutationFn,
    onSuccess: (result) => {
      if (success) {
        const description = successDescription ? resolve(successDescription, result) : undefined;
        toast.success(resolve(success, result), description ? { description } : undefined);
      }
    },
    onError: (error) => {
      console.error('Admin write failed', error);
      if (onFieldErrors?.(error)) return;
      const title = resolve(errorText, error);
      const message = errorMessage(error);
      // A title that already carries the message ('Failed to save hero slide: …') says it once.
      toast.error(title, message && !title.includes(message) ? { description: message } : undefined);
    },
    onSettled: (result, _error, input) =>
      Promise.all(invalidate(input, result).map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
  });
}

/** The server's message of a failed request, or the error's text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : 'Unknown error';
}

function resolve<T>(text: Text<T>, value: T): string {
  return typeof text === 'function' ? text(value) : text;
}
