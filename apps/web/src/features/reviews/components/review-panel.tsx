import { errorCodes, REVIEW_RATING_MAX, REVIEW_TEXT_MAX, type OwnReview, type ReviewStatus } from '@marquee/contracts';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { isRateLimited } from '@/lib/rate-limit';
import { cn } from '@/lib/utils';
import { useOwnReview } from '../api/get-own-review';
import { useSaveReview } from '../api/save-review';

type Field = 'rating' | 'text';
type Errors = Partial<Record<Field, string>>;

const statusTone = { pending: 'warning', published: 'success', hidden: 'neutral' } as const satisfies Record<
  ReviewStatus,
  'warning' | 'success' | 'neutral'
>;

/**
 * Issue 29: the signed-in customer's side of a product's reviews. Their own review with its state
 * (a pending one says it awaits moderation), the form to write or edit it when an order of theirs
 * with the product was delivered, or why they cannot write one yet. The server decides each.
 */
export default function ReviewPanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const own = useOwnReview(productId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (own.isPending) return null;
  if (own.isError) {
    return (
      <Alert variant="destructive" className="mt-4">
        {t('reviews.loadFailed')}
      </Alert>
    );
  }
  const { review, canWrite } = own.data;
  if (!review && !canWrite) return <p className="mt-4 text-sm text-zinc-600">{t('reviews.notEligible')}</p>;

  if (review && !editing) {
    return (
      <div className="mt-6 grid gap-3">
        {saved && (
          <p role="status" className="text-sm text-emerald-700">
            {t('reviews.saved')}
          </p>
        )}
        <OwnReviewCard
          review={review}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      </div>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      review={review}
      onDone={(didSave) => {
        setSaved(didSave);
        setEditing(false);
      }}
    />
  );
}

function OwnReviewCard({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-primary/30 sm:max-w-2xl"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-zinc-900">
          {t('reviews.yours')}
        </h3>
        <Badge tone={statusTone[review.status]}>{t(`reviews.status.${review.status}`)}</Badge>
      </div>
      {/* A published review is in the list below, with the store's reply: said once. */}
      {review.status === 'published' ? (
        <p className="mt-2 text-sm text-zinc-600">{t('reviews.statusNote.published')}</p>
      ) : (
        <>
          <StarRating className="mt-2" rating={review.rating} label={t('product.rating', { rating: review.rating })} />
          <p dir="auto" className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-zinc-700">
            {review.text}
          </p>
          <p className="mt-3 text-xs text-zinc-600">{t(`reviews.statusNote.${review.status}`)}</p>
        </>
      )}
      {review.adminReply && review.status !== 'published' && (
        <div className="mt-3 rounded-lg bg-zinc-50 px-3 py-2 text-sm">
          <p className="text-xs font-semibold text-zinc-700">{t('reviews.storeReply')}</p>
          <p dir="auto" className="mt-1 break-words whitespace-pre-line text-zinc-700">
            {review.adminReply}
          </p>
        </div>
      )}
      <Button variant="outline" size="sm" className="mt-4" onClick={onEdit}>
        {t('reviews.edit')}
      </Button>
    </article>
  );
}

interface ReviewFormProps {
  productId: number;
  review: OwnReview | null;
  onDone: (saved: boolean) => void;
}

function ReviewForm({ productId, review, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ratingErrorId = useId();
  const save = useSaveReview(productId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): Errors => {
    const found: Errors = {};
    const trimmed = text.trim();
    if (rating < 1 || rating > REVIEW_RATING_MAX) found.rating = t('reviews.errors.ratingRequired');
    if (!trimmed) found.text = t('reviews.errors.textRequired');
    else if (trimmed.length > REVIEW_TEXT_MAX) found.text = t('reviews.errors.textTooLong', { max: REVIEW_TEXT_MAX });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { rating, text: text.trim() },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
        },
      },
    );
  };

  const refused = isApiError(save.error) && save.error.code === errorCodes.REVIEW_NOT_ELIGIBLE;
  const failed =
    save.isError && !refused && !isRateLimited(save.error) && !(isApiError(save.error) && save.error.fields);

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      className="mt-6 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:max-w-2xl"
    >
      <h3 id={titleId} className="text-lg font-semibold text-zinc-900">
        {review ? t('reviews.editTitle') : t('reviews.writeTitle')}
      </h3>
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="text-sm font-medium text-zinc-900">{t('reviews.rating')}</legend>
        <div className="mt-2 flex gap-1">
          {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                name={`${titleId}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-invalid={errors.rating ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn('size-7', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-zinc-400')}
              />
              <span className="sr-only">{t('reviews.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-600">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('reviews.text')}
        description={t('reviews.textHint', { max: REVIEW_TEXT_MAX })}
        error={errors.text}
      >
        <Textarea rows={5} value={text} onChange={(event) => setText(event.target.value)} dir="auto" />
      </FormField>
      <RateLimitAlert error={save.error} />
      {refused && <Alert variant="destructive">{t('reviews.notEligible')}</Alert>}
      {failed && <Alert variant="destructive">{t('reviews.saveFailed')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {review ? t('reviews.save') : t('reviews.submit')}
        </Button>
        {review && (
          <Button type="button" variant="ghost" onClick={() => onDone(false)}>
            {t('reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
