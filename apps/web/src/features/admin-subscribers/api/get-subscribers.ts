import { apiPaths, type AdminSubscriberList, type adminSubscriberListQuerySchema } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminSubscriberKeys } from './keys';

/** The list's page, sort, search and filter as sent (the contract's input type leaves the numbers unknown). */
export type AdminSubscribersQuery = Partial<z.output<typeof adminSubscriberListQuerySchema>>;

export function getAdminSubscribers(query: AdminSubscribersQuery, signal?: AbortSignal): Promise<AdminSubscriberList> {
  return api.get<AdminSubscriberList>(apiPaths.admin.newsletterSubscribers.href(), { query: { ...query }, signal });
}

export const adminSubscribersQueryOptions = (query: AdminSubscribersQuery) =>
  queryOptions({
    queryKey: adminSubscriberKeys.list(query),
    queryFn: ({ signal }) => getAdminSubscribers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of newsletter addresses, with the count of confirmed ones. */
export function useAdminSubscribers(query: AdminSubscribersQuery) {
  return useQuery(adminSubscribersQueryOptions(query));
}
