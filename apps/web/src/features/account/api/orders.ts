import { apiPaths, type AccountOrders } from '@marquee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Orders the Orders tab shows at a time before "Load more". */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

/**
 * The customer's own orders and one of them by number. Personal: never in the server-rendered
 * allow-list (ssr/shared-queries.ts), so the browser asks with the customer's cookies.
 */
export const accountOrderKeys = {
  all: ['account', 'orders'] as const,
  list: () => [...accountOrderKeys.all, 'list'] as const,
  detail: (orderNumber: string) => [...accountOrderKeys.all, 'detail', orderNumber] as const,
};

/** One page of the signed-in customer's orders, newest first (ACC-16). */
export function getAccountOrders(page: number, signal?: AbortSignal): Promise<AccountOrders> {
  return api.get<AccountOrders>(apiPaths.account.orders.href({ page, pageSize: ACCOUNT_ORDERS_PAGE_SIZE }), {
    signal,
  });
}

/** The next page to ask for, or undefined once every order is loaded. */
export function nextOrdersPage(last: AccountOrders): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export const accountOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accountOrderKeys.list(),
    queryFn: ({ pageParam, signal }) => getAccountOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextOrdersPage,
    // Statuses change on the server (payment, shipping): a visit to the tab asks again.
    staleTime: 0,
  });

export function useAccountOrders() {
  return useInfiniteQuery(accountOrdersQueryOptions());
}
