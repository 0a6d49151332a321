import { apiPaths, type ReauthenticateBody, type ReauthStatus } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/**
 * Confirms the session's owner with the password, or the e-mailed code for an account without
 * one (issue 27 point 4); 400 names the field, 429 after too many wrong passwords.
 */
export function reauthenticate(body: ReauthenticateBody): Promise<ReauthStatus> {
  return api.post<ReauthStatus>(apiPaths.account.reauthenticate.href(), body);
}

export function useReauthenticate(mutationConfig?: MutationConfig<typeof reauthenticate>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: reauthenticate,
    onSuccess: async (...args) => {
      queryClient.setQueryData(accountKeys.reauth(), args[0]);
      await onSuccess?.(...args);
    },
  });
}
