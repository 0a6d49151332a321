import { categoryDisplayName, paths, productDescription, productTitle } from '@marquee/contracts';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrency } from '@/lib/currency';
import { useProduct } from '../api/get-product';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { ProductReviews } from './product-reviews';

interface ProductDetailsProps {
  productId: number;
  /**
   * The quantity stepper, Add to Cart and wishlist toggle (SF-PROD-11 to 13), composed by the
   * route; shown once the product has loaded.
   */
  actions?: ReactNode;
  /** Shown below the details once the product has loaded: the page's admin-placed elements. */
  below?: ReactNode;
  /** Under the Customer Reviews heading: the shopper's own review or how to write one (issue 29). */
  ownReview?: ReactNode;
}

export function ProductDetails({ productId, actions, below, ownReview }: ProductDetailsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const { formatPrice } = useCurrency();
  const { data: product, isPending, isError } = useProduct(productId);
  const title = product ? productTitle(product, language) : undefined;
  useDocumentTitle(title);

  if (isPending) return <ProductDetailsSkeleton label={t('common.loading')} />;
  // Missing or failed: the specification shows the same view for both.
  if (isError) return <ProductNotFound />;

  const description = productDescription(product, language);
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const goBack = () => {
    // With no earlier entry in this tab (opened from a link elsewhere), Back goes home.
    if (location.key === 'default') void navigate(paths.home.href());
    else void navigate(-1);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="ghost" size="sm" onClick={goBack} className="-ms-2">
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('common.back')}
        </Button>
        <nav aria-label={t('a11y.breadcrumb')} className="min-w-0 text-sm text-zinc-500">
          <ol className="flex items-center gap-1.5">
            <li>
              <Link to={paths.home.href()} className="rounded-sm hover:text-zinc-900">
                {t('product.home')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 rtl:rotate-180" />
            </li>
            <li>
              <Link to={paths.products.href()} className="rounded-sm hover:text-zinc-900">
                {t('product.products')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 rtl:rotate-180" />
            </li>
            <li className="min-w-0">
              <span aria-current="page" className="block truncate font-medium text-zinc-900">
                {title}
              </span>
            </li>
          </ol>
        </nav>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery images={images} title={title ?? product.title} />

        <div className="flex flex-col">
          {product.category && (
            <Link
              to={paths.category.href(product.category.id)}
              className="w-fit rounded-sm text-xs font-semibold tracking-wider text-primary uppercase hover:underline"
            >
              {categoryDisplayName({ name: product.category.name, translations: {} }, language)}
            </Link>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-950 sm:text-4xl">{title}</h1>

          {product.reviewCount > 0 && product.rating !== null && (
            <div className="mt-3 flex items-center gap-2 text-sm text-zinc-600">
              <StarRating rating={product.rating} label={t('product.rating', { rating: product.rating.toFixed(1) })} />
              <span>{t('product.reviewCount', { count: product.reviewCount })}</span>
            </div>
          )}

          <div className="mt-5 flex flex-wrap items-center gap-3">
            <p className="text-3xl font-extrabold text-zinc-950">
              <span className="sr-only">{t('product.price')}: </span>
              {formatPrice(product.priceCents)}
            </p>
            {product.badge && (
              <span
                className="rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
                style={{ backgroundColor: product.badge.color || '#dc2626' }}
              >
                {product.badge.text}
              </span>
            )}
          </div>

          <p className={product.stockQuantity > 0 ? 'mt-2 text-sm text-emerald-700' : 'mt-2 text-sm text-red-600'}>
            {product.stockQuantity > 0 ? t('product.inStock') : t('product.outOfStock')}
          </p>

          {description && (
            <div className="mt-6 border-t border-zinc-200 pt-6">
              <h2 className="text-sm font-semibold tracking-wider text-zinc-500 uppercase">
                {t('product.description')}
              </h2>
              {/* An English fallback stays left-to-right inside a Hebrew page. */}
              <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-zinc-700">
                {description}
              </p>
            </div>
          )}

          {/* Spec order: description, then quantity, wishlist toggle and Add to Cart. */}
          {actions && <div className="mt-6 border-t border-zinc-200 pt-6">{actions}</div>}
        </div>
      </div>

      {below}

      <ProductReviews reviews={product.reviews} own={ownReview} />
    </div>
  );
}

function ProductDetailsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Skeleton className="h-8 w-64" />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <Skeleton radius="xl" className="aspect-square" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-32" />
          <Skeleton className="mt-4 h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
