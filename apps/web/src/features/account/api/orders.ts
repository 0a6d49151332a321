import { apiPaths, type AccountOrders } from '@marquee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Orders the Orders tab shows at a time before "Load more". */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

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
    // One infinite query over the pages, at the key that invalidates every page of the list.
    queryKey: accountKeys.orderLists(),
    queryFn: ({ pageParam, signal }) => getAccountOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextOrdersPage,
    // Statuses change on the server (payment, shipping): a visit to the tab asks again.
    staleTime: 0,
  });

export function useAccountOrders() {
  return useInfiniteQuery(accountOrdersQueryOptions());
}
