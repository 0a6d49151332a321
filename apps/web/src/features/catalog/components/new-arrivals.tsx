import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProducts } from '../api/get-products';
import { NEW_ARRIVALS_QUERY } from '../constants';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export function NewArrivals() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useProducts(NEW_ARRIVALS_QUERY);

  return (
    <section aria-labelledby="new-arrivals-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="new-arrivals-title" className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl">
            {t('home.newArrivals')}
          </h2>
          <p className="mt-1 text-sm text-zinc-500">{t('home.newArrivalsText')}</p>
        </div>
        <Link
          to={paths.products.getHref()}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          {t('home.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>

      {isPending ? (
        <ProductGridSkeleton label={t('common.loading')} />
      ) : isError ? (
        <div className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
          <p className="text-zinc-600">{t('home.productsUnavailable')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center text-zinc-600">
          {t('home.noProducts')}
        </p>
      ) : (
        <ProductGrid products={data.items} />
      )}
    </section>
  );
}
