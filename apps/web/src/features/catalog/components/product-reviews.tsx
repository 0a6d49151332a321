import type { Review } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format-date';

export function ProductReviews({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation();
  const sorted = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <section aria-labelledby="reviews-title" className="mt-16">
      <h2 id="reviews-title" className="text-2xl font-bold tracking-tight text-zinc-950">
        {t('product.customerReviews')}
      </h2>
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
                  {formatDate(review.createdAt, i18n.resolvedLanguage ?? 'en')}
                </time>
              </div>
              <StarRating
                className="mt-2"
                rating={review.rating}
                label={t('product.rating', { rating: review.rating })}
              />
              {/* Shopper text in any language: its own direction keeps punctuation in place under RTL. */}
              <p dir="auto" className="mt-3 text-sm leading-relaxed whitespace-pre-line text-zinc-700">
                {review.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
