import type { Review } from '@marquee/contracts';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format-date';

interface ProductReviewsProps {
  /** The published reviews (the API sends no others). */
  reviews: readonly Review[];
  /** Under the heading: the signed-in customer's own review or the form to write one (issue 29). */
  own?: ReactNode;
}

/** SF-PROD-14: the Customer Reviews list, newest first, each with "Verified purchase" and the store's reply. */
export function ProductReviews({ reviews, own }: ProductReviewsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const sorted = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <section aria-labelledby="reviews-title" className="mt-16">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-zinc-950">
        {t('product.customerReviews')}
      </h2>
      {own}
      {sorted.length === 0 ? (
        <p className="mt-4 text-zinc-500">{t('product.noReviews')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {sorted.map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-zinc-900">
                  <bdi>{review.userName}</bdi>
                </p>
                <time dateTime={review.createdAt} className="text-xs text-zinc-500">
                  {formatDate(review.createdAt, locale)}
                </time>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={review.rating} label={t('product.rating', { rating: review.rating })} />
                {review.verifiedPurchase && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {t('reviews.verifiedPurchase')}
                  </span>
                )}
              </div>
              {/* Shopper text in any language: its own direction keeps punctuation in place under RTL. */}
              <p dir="auto" className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-zinc-700">
                {review.text}
              </p>
              {review.reply && (
                <div className="mt-3 border-s-2 border-primary/40 ps-3 text-sm">
                  <p className="text-xs font-semibold text-zinc-700">
                    {t('reviews.storeReply')}{' '}
                    <time dateTime={review.reply.repliedAt} className="font-normal text-zinc-500">
                      {formatDate(review.reply.repliedAt, locale)}
                    </time>
                  </p>
                  <p dir="auto" className="mt-1 break-words whitespace-pre-line text-zinc-700">
                    {review.reply.text}
                  </p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
