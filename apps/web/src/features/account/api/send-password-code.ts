import { apiPaths, type PasswordChangeStatus } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/** E-mails a new 6-digit code (ACC-09); 429 PASSWORD_CHANGE_LOCKED while locked. */
export function sendPasswordCode(): Promise<PasswordChangeStatus> {
  return api.post<PasswordChangeStatus>(apiPaths.account.passwordCode.href());
}

export function useSendPasswordCode(mutationConfig?: MutationConfig<typeof sendPasswordCode>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: sendPasswordCode,
    onSuccess: async (...args) => {
      queryClient.setQueryData(accountKeys.passwordStatus(), args[0]);
      await onSuccess?.(...args);
    },
  });
}
