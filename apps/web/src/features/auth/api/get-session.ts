import { apiPaths, type SessionResponse } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api.get<SessionResponse>(apiPaths.auth.session.href(), { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
