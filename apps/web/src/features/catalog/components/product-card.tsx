import { categoryDisplayName, paths, productTitle, type ProductSummary } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/ui/add-to-cart-button';
import { HeartButton } from '@/components/ui/heart-button';
import { ProductImage } from '@/components/ui/product-image';
import { StarRating } from '@/components/ui/star-rating';
import { useAddToCartAction } from '@/features/cart/api/use-add-to-cart-action';
import { useWishlistToggle } from '@/features/wishlist/api/use-wishlist-toggle';
import { useCurrency } from '@/lib/currency';

interface ProductCardProps {
  product: ProductSummary;
  priority?: boolean;
}

/** A product in a grid (SF-CARD-01): image with dots, badge, wishlist heart, category, title, rating, Add to Cart. */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const title = productTitle(product, language);
  // SF-CARD-01: dots choose the image shown. Only the chosen image is in the page, so the others
  // are fetched (lazily) when picked; the first keeps the card's priority.
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const [shown, setShown] = useState(0);
  const image = images[shown] ?? product.image;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/70 transition-all duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:ring-primary/30">
      <div className="relative aspect-square overflow-hidden bg-zinc-100">
        <ProductImage
          key={shown}
          image={image}
          fallbackAlt={title}
          noImageLabel={t('product.noImage')}
          priority={priority && shown === 0}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          maxWidth={640}
          className="size-full transition-transform duration-300 group-hover:scale-105"
        />
        {product.badge && (
          <span
            className="absolute start-2 top-2 rounded-full px-2.5 py-1 text-[11px] font-bold tracking-wide text-white uppercase shadow"
            style={{ backgroundColor: product.badge.color || '#dc2626' }}
          >
            {product.badge.text}
          </span>
        )}
        <div className="absolute end-2 top-2 z-10">
          <CardWishlistHeart product={product} />
        </div>
        {images.length > 1 && (
          // z-10 lifts the dots above the title link's full-card overlay, so they take the click.
          // The dark pill keeps white dots visible on light product photos.
          // One tab stop per card (the shown image's dot); arrow keys move between the dots.
          <div
            className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2 rounded-full bg-zinc-900/35 px-0.5 backdrop-blur-sm"
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
              if (!step) return;
              event.preventDefault();
              const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
              const next = (shown + (rtl ? -step : step) + images.length) % images.length;
              setShown(next);
              (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
            }}
          >
            {images.map((_, index) => (
              <button
                key={index}
                type="button"
                tabIndex={index === shown ? 0 : -1}
                aria-label={t('product.showImage', { index: index + 1, total: images.length })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setShown(index)}
                className="group/dot grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  className={
                    index === shown
                      ? 'size-2.5 rounded-full bg-white'
                      : 'size-2 rounded-full bg-white/55 group-hover/dot:bg-white/90'
                  }
                />
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.category && (
          <p className="truncate text-[11px] font-semibold tracking-wider text-primary uppercase">
            {/* The card carries no category translations; the Hebrew lookup table still applies. */}
            {categoryDisplayName({ name: product.category.name, translations: {} }, language)}
          </p>
        )}
        <h3 className="line-clamp-2 text-sm font-semibold text-zinc-900 sm:text-base">
          <Link
            to={paths.product.href(product.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-accent"
          >
            {title}
          </Link>
        </h3>
        {product.rating !== null && product.reviewCount > 0 && (
          <div className="flex items-center gap-1.5 text-xs text-zinc-500">
            <StarRating rating={product.rating} label={t('product.rating', { rating: product.rating.toFixed(1) })} />
            <span>({product.reviewCount})</span>
          </div>
        )}
        <div className="mt-auto pt-2">
          <CardAddToCart product={product} />
        </div>
      </div>
    </article>
  );
}

/*
 * The heart and the button are components of their own: when the wishlist arrives (a deferred
 * render, decision 049) or a product is added, they re-render without the rest of the card.
 */

function CardWishlistHeart({ product }: { product: ProductSummary }) {
  const { toggle, ...heart } = useWishlistToggle(product);
  return <HeartButton {...heart} onToggle={toggle} />;
}

function CardAddToCart({ product }: { product: ProductSummary }) {
  const { formatPrice } = useCurrency();
  const { add, ...cart } = useAddToCartAction(product);
  return <AddToCartButton {...cart} onAdd={add} price={formatPrice(product.priceCents)} />;
}
