import { zodResolver } from '@/lib/zod-resolver';
import { adminReviewReplyBodySchema, REVIEW_REPLY_MAX, type AdminReview } from '@marquee/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminReview } from '../api/get-review';
import { useReplyToReview } from '../api/reply-to-review';
import { ReviewStatusBadge } from './review-status-badge';

type ReplyValues = z.input<typeof adminReviewReplyBodySchema>;

/**
 * The store's reply to a review (`?edit=<id>`), with the whole review above it: shown under the
 * review in the store once it is published; an empty reply removes it.
 */
export function ReplyDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const review = useAdminReview(id);
  const values = useMemo(() => ({ reply: review.data?.adminReply ?? '' }), [review.data]);
  const form = useForm<ReplyValues, unknown, z.output<typeof adminReviewReplyBodySchema>>({
    resolver: zodResolver(adminReviewReplyBodySchema),
    values,
  });
  const save = useReplyToReview((error) => applyServerFieldErrors(error, form.setError, ['reply']));
  const dialog = useFormDialog({
    edit,
    form,
    record: review,
    onSave: (body, saved) => save.mutate({ id: id!, body }, saved),
    isPending: save.isPending,
    texts: {
      createTitle: t('reviews.reply.title', { name: '' }),
      editTitle: t('reviews.reply.title', { name: review.data?.reviewerName ?? '' }),
      save: t('reviews.reply.save'),
      loading: t('kit.loading'),
    },
    skeletons: ['h-24', 'h-28'],
  });

  return (
    <FormDialog
      {...dialog.props}
      size="md"
      description={t('reviews.reply.text')}
      cancelLabel={t('reviews.reply.cancel')}
    >
      {review.data && <ReviewSummary review={review.data} />}
      <FormField
        label={t('reviews.reply.label')}
        description={t('reviews.reply.hint', { max: REVIEW_REPLY_MAX })}
        error={form.formState.errors.reply?.message}
      >
        <Textarea rows={5} dir="auto" {...form.register('reply')} />
      </FormField>
    </FormDialog>
  );
}

function ReviewSummary({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <figure className="grid gap-2 rounded-lg bg-zinc-50 p-4 text-sm">
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-zinc-700">
        <span className="font-semibold text-zinc-900">
          <bdi>{review.reviewerName}</bdi>
        </span>
        <span>{review.product.title}</span>
        <ReviewStatusBadge status={review.status} />
      </figcaption>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
        <StarRating rating={review.rating} label={t('reviews.rating', { rating: review.rating })} />
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, i18n.language)}</time>
        {review.verifiedPurchase && <span>{t('reviews.verified')}</span>}
      </div>
      <blockquote dir="auto" className="break-words whitespace-pre-line text-zinc-800">
        {review.text}
      </blockquote>
    </figure>
  );
}
