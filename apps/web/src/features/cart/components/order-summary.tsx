import { type Cart, paths } from '@marquee/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrency } from '@/lib/currency';

/** Subtotal, shipping and total as the server computed them (SF-CART-05, BC-04), and the way on. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  return (
    <section
      aria-labelledby="order-summary-title"
      className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-zinc-950">
        {t('cart.orderSummary')}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">{t('cart.subtotal', { count: cart.itemCount })}</dt>
          <dd className="font-semibold text-zinc-900 tabular-nums">{formatPrice(cart.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">{t('cart.shipping')}</dt>
          <dd className="font-semibold text-zinc-900 tabular-nums">
            {cart.shippingCents === 0 ? (
              <span className="text-emerald-700">{t('cart.free')}</span>
            ) : (
              formatPrice(cart.shippingCents)
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-zinc-200 pt-3 text-base">
          <dt className="font-bold text-zinc-950">{t('cart.total')}</dt>
          <dd className="font-extrabold text-zinc-950 tabular-nums">{formatPrice(cart.totalCents)}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-3">
        <Button asChild variant="gradient" size="lg">
          <Link to={paths.checkout.href()}>
            {t('cart.proceedToCheckout')}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.href()}>{t('cart.continueShopping')}</Link>
        </Button>
      </div>
    </section>
  );
}
