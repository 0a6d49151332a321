import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SF-CART-01: nothing in the cart, and the way back to the store. */
export function CartEmptyState() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-primary/15 to-secondary/15 text-primary">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-6 text-2xl font-bold text-zinc-950">{t('cart.emptyTitle')}</h2>
      <p className="mt-2 text-zinc-600">{t('cart.emptyText')}</p>
      <Button asChild variant="gradient" size="lg" className="mt-8">
        <Link to={paths.home.getHref()}>{t('cart.continueShopping')}</Link>
      </Button>
    </div>
  );
}
