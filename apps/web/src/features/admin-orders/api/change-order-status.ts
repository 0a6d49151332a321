import { apiPaths, type AdminOrderStatusBody, type OrderView } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Moves an order (DECISIONS 06); the lists, the detail and the overview's counts refresh. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
      ]),
  });
}
