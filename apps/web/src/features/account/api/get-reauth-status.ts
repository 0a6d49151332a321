import { apiPaths, type ReauthStatus } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getReauthStatus(signal?: AbortSignal): Promise<ReauthStatus> {
  return api.get<ReauthStatus>(apiPaths.account.reauthenticate.href(), { signal });
}

/** How this session confirms it is the owner (password or e-mailed code) and until when it has. */
export const reauthStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.reauth(),
    queryFn: ({ signal }) => getReauthStatus(signal),
    // The proof lasts minutes; the server's word decides, and a 403 asks again anyway.
    staleTime: 0,
  });

export function useReauthStatus() {
  return useQuery(reauthStatusQueryOptions());
}

/** True while the session's proof still counts, with a few seconds' margin for the request. */
export function isReauthenticated(status: ReauthStatus | undefined, now = Date.now()): boolean {
  const until = status?.reauthenticatedUntil;
  return until != null && Date.parse(until) > now + 5_000;
}
