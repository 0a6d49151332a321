import { apiPaths, type AccountSession } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getSessions(signal?: AbortSignal): Promise<{ sessions: AccountSession[] }> {
  return api.get<{ sessions: AccountSession[] }>(apiPaths.account.sessions.href(), { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
