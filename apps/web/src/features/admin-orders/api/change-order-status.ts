import { apiPaths, type AdminOrderStatusBody, type OrderView } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/keys';
import { adminOrderKeys } from './keys';

export interface ChangeOrderStatusInput {
  orderNumber: string;
  body: AdminOrderStatusBody;
}

export function changeOrderStatus({ orderNumber, body }: ChangeOrderStatusInput): Promise<OrderView> {
  return api.post<OrderView>(apiPaths.admin.orderStatus.href(orderNumber), body);
}

/**
 * Moves an order (spec D-06); the lists, the detail and the overview's counts refresh. The
 * ship form passes `onFieldErrors` so the server's field messages go on its fields.
 */
export function useChangeOrderStatus(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: changeOrderStatus,
    invalidate: () => [adminOrderKeys.all, adminKeys.overview()],
    success: t('orders.updated'),
    successDescription: (order) =>
      t('orders.updatedText', { number: order.orderNumber, status: t(`orders.status.${order.status}`) }),
    error: t('orders.updateFailed'),
    onFieldErrors,
  });
}
