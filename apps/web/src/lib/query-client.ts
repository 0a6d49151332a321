import { QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the page. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** One per browser page; the server renders each request with a client of its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Failed reads are shown by the component that needs the data (or silently skipped,
      // e.g. logo and social links); they are always logged for diagnosis.
      onError: (error, query) => {
        // A 404 is an answer the screen renders (a not-found view), not a fault.
        if (isApiError(error) && error.status === 404) return;
        console.error('Query failed', query.queryKey, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Options a caller may add to a feature's mutation hook (after bulletproof-react's
 * MutationConfig): its own onSuccess/onError run after the feature's cache updates.
 */
export type MutationConfig<Fn extends (input: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
