import { apiPaths, type NewPasswordBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/** Sets the new password within a verified code; 409 CODE_NOT_VERIFIED otherwise. */
export function changePassword(body: NewPasswordBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.account.passwordChange.href(), body);
}

export function useChangePassword(mutationConfig?: MutationConfig<typeof changePassword>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: changePassword,
    onSettled: async (...args) => {
      // The change ends the code and the account's other sessions.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.passwordStatus() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
      ]);
      await onSettled?.(...args);
    },
  });
}
