import { apiPaths, type OwnReviewState } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

export function getOwnReview(productId: number, signal?: AbortSignal): Promise<OwnReviewState> {
  return api.get<OwnReviewState>(apiPaths.productReview.href(productId), { signal });
}

export const ownReviewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.own(productId),
    queryFn: ({ signal }) => getOwnReview(productId, signal),
  });

/** The signed-in customer's review of the product, whatever its state, and whether they may write one. */
export function useOwnReview(productId: number) {
  return useQuery(ownReviewQueryOptions(productId));
}
