import { localized, paths, type ProductSet } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductImage } from '@/components/ui/product-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useCurrency } from '@/lib/currency';
import { useProductSets } from '../api/get-product-sets';

/**
 * SF-GEN-05: the active sets that target this product, newest first. Refetched live when an
 * admin changes a set (the store's live-events hook invalidates these queries).
 * Shows nothing while loading, on failure or when no set targets the product: it is an extra.
 */
export function ProductSets({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { data: sets } = useProductSets(productId);
  if (!sets || sets.length === 0) return null;

  return (
    <section aria-labelledby="product-sets-title" className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
      <h2 id="product-sets-title" className="border-t border-zinc-200 pt-8 text-2xl font-bold text-zinc-950">
        {t('productSets.title')}
      </h2>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {sets.map((set) => (
          <li key={set.id}>
            <ProductSetCard set={set} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductSetCard({ set }: { set: ProductSet }) {
  const { t, i18n } = useTranslation();
  // The set's texts in the page's language, each falling back to English (issue 29).
  const name = localized(set.translations, i18n.language, 'name', set.name);
  const description = localized(set.translations, i18n.language, 'description', set.description);
  const { formatPrice } = useCurrency();
  const saving = set.itemsTotalCents - set.priceCents;

  return (
    <article
      aria-labelledby={`product-set-${set.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        {set.imageUrl && (
          <ResponsiveImage
            src={set.imageUrl}
            alt=""
            width={96}
            height={96}
            sizes="96px"
            maxWidth={320}
            className="size-24 shrink-0 rounded-lg bg-zinc-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <h3 id={`product-set-${set.id}`} className="text-lg font-semibold text-zinc-950">
            {name}
          </h3>
          {description && <p className="mt-1 text-sm leading-relaxed text-zinc-600">{description}</p>}
        </div>
      </div>

      <div>
        <h4 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">
          {t('productSets.includes')} · {t('productSets.itemCount', { count: set.products.length })}
        </h4>
        <ul className="mt-2 flex flex-wrap gap-3">
          {set.products.map((product) => (
            <li key={product.id} className="w-20">
              <Link
                to={paths.product.href(product.id)}
                className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <ProductImage
                  image={product.image}
                  fallbackAlt=""
                  noImageLabel={t('product.noImage')}
                  sizes="80px"
                  maxWidth={320}
                  className="aspect-square w-20 rounded-md border border-zinc-200"
                />
                <span className="mt-1 line-clamp-2 text-xs text-zinc-700 group-hover:underline">{product.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <dl className="mt-auto flex flex-wrap items-end gap-x-5 gap-y-2 border-t border-zinc-100 pt-4">
        <div>
          <dt className="text-xs text-zinc-500">{t('productSets.setPrice')}</dt>
          <dd className="text-2xl font-extrabold text-zinc-950">{formatPrice(set.priceCents)}</dd>
        </div>
        {saving > 0 && (
          <>
            <div>
              <dt className="text-xs text-zinc-500">{t('productSets.separately')}</dt>
              <dd className="text-base text-zinc-500 line-through">{formatPrice(set.itemsTotalCents)}</dd>
            </div>
            <div>
              <dt className="text-xs text-emerald-800">{t('productSets.saving')}</dt>
              <dd className="text-base font-semibold text-emerald-800">{formatPrice(saving)}</dd>
            </div>
          </>
        )}
      </dl>
    </article>
  );
}
