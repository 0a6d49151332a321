import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useCart } from '@/features/cart/api/get-cart';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { CheckoutSkeleton } from '@/features/checkout/components/checkout-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /checkout and /checkout?dreambox=true (SF-CHK-01, SF-CHK-15): the cart and the session, then the checkout. */
export function CheckoutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const [searchParams] = useSearchParams();
  const session = useSession();
  const cart = useCart();

  if (cart.isPending || session.isPending) return <CheckoutSkeleton label={t('common.loading')} />;
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-zinc-600">{t('cart.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void cart.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <CheckoutPage
      cart={cart.data}
      signedIn={Boolean(session.data?.user)}
      dreamBoxRequested={searchParams.get('dreambox') === 'true'}
    />
  );
}
