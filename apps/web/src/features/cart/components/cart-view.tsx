import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCart } from '../api/get-cart';
import { useClearCart } from '../api/clear-cart';
import { CartEmptyState } from './cart-empty-state';
import { CartLineItem } from './cart-line-item';
import { FreeShippingBanner } from './free-shipping-banner';
import { OrderSummary } from './order-summary';

/** The /cart page: lines, free-shipping progress and the order summary, or the empty state. */
export function CartView() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const { data: cart, isPending, isError, refetch } = useCart();
  const clear = useClearCart();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{t('cart.title')}</h1>
          {cart && cart.itemCount > 0 && (
            <p className="mt-1 text-sm text-zinc-600">{t('cart.itemCount', { count: cart.itemCount })}</p>
          )}
        </div>
        {cart && cart.items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => clear.mutate()} isLoading={clear.isPending}>
            {t('cart.clear')}
          </Button>
        )}
      </div>

      {isPending ? (
        <CartSkeleton label={t('common.loading')} />
      ) : isError ? (
        // A failed read is silent (no toast, SF-GEN-03); the page still offers a retry.
        <div className="mt-8 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
          <p className="text-zinc-600">{t('cart.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : cart.items.length === 0 ? (
        <CartEmptyState />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="grid content-start gap-6">
            <FreeShippingBanner freeShipping={cart.freeShipping} />
            <section
              aria-label={t('cart.title')}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70"
            >
              <ul className="divide-y divide-zinc-200">
                {cart.items.map((line) => (
                  <CartLineItem key={line.productId} line={line} />
                ))}
              </ul>
            </section>
          </div>
          <OrderSummary cart={cart} />
        </div>
      )}
    </div>
  );
}

function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-4">
        <Skeleton className="h-20" radius="xl" />
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-24" radius="xl" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64" radius="xl" />
    </div>
  );
}
