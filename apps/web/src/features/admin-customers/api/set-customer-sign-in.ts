import { apiPaths, type AdminCustomerRow, type AdminCustomerSignInBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { customerName } from '../lib/customer-name';
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
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: setCustomerSignIn,
    invalidate: ({ customerId }) => [adminCustomerKeys.lists(), adminCustomerKeys.detail(customerId)],
    success: (customer) =>
      t(customer.disabled ? 'customers.actions.disabled' : 'customers.actions.enabled', {
        name: customerName(customer),
      }),
    error: t('customers.actions.switchFailed'),
  });
}
