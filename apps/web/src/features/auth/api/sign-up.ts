import { apiPaths, type SessionUser, type SignUpBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceSession } from './session-cache';

export function signUp(input: SignUpBody): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>(apiPaths.auth.signUp.href(), input);
}

export function useSignUp(mutationConfig?: MutationConfig<typeof signUp>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signUp,
    onSuccess: async (...args) => {
      await replaceSession(queryClient, args[0].user);
      await onSuccess?.(...args);
    },
  });
}
