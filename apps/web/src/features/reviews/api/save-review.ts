import { apiPaths, type OwnReviewState, type ReviewBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/catalog/api/keys';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

export function saveReview(productId: number, body: ReviewBody): Promise<OwnReviewState> {
  return api.put<OwnReviewState>(apiPaths.productReview.href(productId), body);
}

/** Writes or edits the customer's review; it waits for staff, so the product's own list changes only for an edit. */
export function useSaveReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(productId, body),
    onSuccess: (state) => {
      queryClient.setQueryData(reviewKeys.own(productId), state);
      // An edit takes a published review out of the page and its rating until staff publish it again.
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });
}
