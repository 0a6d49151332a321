import { apiPaths, type PasswordChangeStatus, type PasswordCodeBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/** Checks the code on the server: 400 CODE_EXPIRED or CODE_INVALID, 429 when locked. */
export function verifyPasswordCode(body: PasswordCodeBody): Promise<PasswordChangeStatus> {
  return api.post<PasswordChangeStatus>(apiPaths.account.passwordVerify.href(), body);
}

export function useVerifyPasswordCode(mutationConfig?: MutationConfig<typeof verifyPasswordCode>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: verifyPasswordCode,
    onSuccess: async (...args) => {
      queryClient.setQueryData(accountKeys.passwordStatus(), args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // A wrong code spends an attempt and may lock; an expired one ends the code.
      await queryClient.invalidateQueries({ queryKey: accountKeys.passwordStatus() });
      await onError?.(...args);
    },
  });
}
