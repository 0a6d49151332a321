import { apiPaths, type ReauthCodeSent } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** E-mails a 6-digit code to an account without a password, for this session only. */
export function sendReauthCode(): Promise<ReauthCodeSent> {
  return api.post<ReauthCodeSent>(apiPaths.account.reauthenticateCode.href());
}

export function useSendReauthCode(mutationConfig?: MutationConfig<typeof sendReauthCode>) {
  return useMutation({ ...mutationConfig, mutationFn: sendReauthCode });
}
