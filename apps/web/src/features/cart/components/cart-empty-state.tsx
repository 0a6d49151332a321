import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@marquee/contracts';

/** SF-CART-01: nothing in the cart, and the way back to the store. */
export function CartEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ShoppingBag}
      title={t('cart.emptyTitle')}
      text={t('cart.emptyText')}
      action={{ label: t('cart.continueShopping'), to: paths.home.href() }}
    />
  );
}
