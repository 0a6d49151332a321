import { apiPaths } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface CheckEmailResult {
  exists: boolean;
}

export function checkEmail(input: { email: string }): Promise<CheckEmailResult> {
  return api.post<CheckEmailResult>(apiPaths.auth.checkEmail.href(), input);
}

export function useCheckEmail(mutationConfig?: MutationConfig<typeof checkEmail>) {
  return useMutation({ ...mutationConfig, mutationFn: checkEmail });
}
