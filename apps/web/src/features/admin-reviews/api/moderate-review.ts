import { apiPaths, type AdminReview, type AdminReviewStatusBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminReviewKeys } from './keys';

export interface ModerateReviewInput {
  id: number;
  body: AdminReviewStatusBody;
}

export function moderateReview({ id, body }: ModerateReviewInput): Promise<AdminReview> {
  return api.patch<AdminReview>(apiPaths.admin.review.href(id), body);
}

/** Publish or hide: the lists (its state, the pending count) and the review refetch. */
export function useModerateReview() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: moderateReview,
    invalidate: ({ id }) => [adminReviewKeys.lists(), adminReviewKeys.detail(id)],
    success: (review) =>
      t(review.status === 'published' ? 'reviews.published' : 'reviews.hidden', { name: review.reviewerName }),
    error: t('reviews.moderateFailed'),
  });
}
