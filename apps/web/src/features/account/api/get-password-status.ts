import { apiPaths, type PasswordChangeStatus } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getPasswordStatus(signal?: AbortSignal): Promise<PasswordChangeStatus> {
  return api.get<PasswordChangeStatus>(apiPaths.account.passwordStatus.href(), { signal });
}

/** Where the password change stands: the step and the lock survive a reload through it. */
export const passwordStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.passwordStatus(),
    queryFn: ({ signal }) => getPasswordStatus(signal),
    // The lock and the code's validity are the server's to say; a cached answer could be an hour old.
    staleTime: 0,
  });

export function usePasswordStatus() {
  return useQuery(passwordStatusQueryOptions());
}
