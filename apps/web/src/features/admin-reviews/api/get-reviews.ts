import { apiPaths, type AdminReviewList, type AdminReviewListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReviewKeys } from './keys';

export function getAdminReviews(query: AdminReviewListQuery, signal?: AbortSignal): Promise<AdminReviewList> {
  return api.get<AdminReviewList>(apiPaths.admin.reviews.href(), { query: { ...query }, signal });
}

export const adminReviewsQueryOptions = (query: AdminReviewListQuery) =>
  queryOptions({
    queryKey: adminReviewKeys.list(query),
    queryFn: ({ signal }) => getAdminReviews(query, signal),
    // The previous page stays on screen while the next one (or the next filter) loads.
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(query: AdminReviewListQuery) {
  return useQuery(adminReviewsQueryOptions(query));
}
