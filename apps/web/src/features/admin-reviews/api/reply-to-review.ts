import { apiPaths, type AdminReview, type AdminReviewReplyBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminReviewKeys } from './keys';

export interface ReplyToReviewInput {
  id: number;
  body: AdminReviewReplyBody;
}

export function replyToReview({ id, body }: ReplyToReviewInput): Promise<AdminReview> {
  return api.put<AdminReview>(apiPaths.admin.reviewReply.href(id), body);
}

/** Saves (or, empty, removes) the store's reply; the server's field message goes on the form. */
export function useReplyToReview(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: replyToReview,
    invalidate: ({ id }) => [adminReviewKeys.lists(), adminReviewKeys.detail(id)],
    success: (review) => t(review.adminReply === null ? 'reviews.replyRemoved' : 'reviews.replySaved'),
    error: t('reviews.replyFailed'),
    onFieldErrors,
  });
}
