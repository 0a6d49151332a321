import { apiPaths, type AdminCustomerRow, type AdminCustomerSignInBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCustomerKeys } from './keys';

export interface SetCustomerSignInInput {
  customerId: string;
  body: AdminCustomerSignInBody;
}

export function setCustomerSignIn({ customerId, body }: SetCustomerSignInInput): Promise<AdminCustomerRow> {
  return api.post<AdminCustomerRow>(apiPaths.admin.customerSignIn.href(customerId), body);
}

/** Disables or enables sign-in; the lists (status badge) and the detail (sessions) refresh. */
export function useSetCustomerSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCustomerSignIn,
    onSettled: (_row, _error, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCustomerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminCustomerKeys.detail(customerId) }),
      ]),
  });
}
