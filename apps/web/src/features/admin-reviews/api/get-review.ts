import { apiPaths, type AdminReview } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReviewKeys } from './keys';

export function getAdminReview(reviewId: number, signal?: AbortSignal): Promise<AdminReview> {
  return api.get<AdminReview>(apiPaths.admin.review.href(reviewId), { signal });
}

/** One review, for the reply dialog opened from the list or a link (`?edit=<id>`); null fetches nothing. */
export function useAdminReview(reviewId: number | null) {
  return useQuery({
    queryKey: adminReviewKeys.detail(reviewId ?? 0),
    queryFn: ({ signal }) => getAdminReview(reviewId!, signal),
    enabled: reviewId !== null,
  });
}
