import { apiPaths, type OrderLookupBody, type OrderView } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * A guest's lookup by order number and e-mail. 404 when no order has both (the same
 * answer whether the number exists or not); 429 when asked too often.
 */
export function lookupOrder(body: OrderLookupBody): Promise<OrderView> {
  return api.post<OrderView>(apiPaths.orderLookup.href(), body);
}

export function useLookupOrder(mutationConfig?: MutationConfig<typeof lookupOrder>) {
  return useMutation({ ...mutationConfig, mutationFn: lookupOrder });
}
