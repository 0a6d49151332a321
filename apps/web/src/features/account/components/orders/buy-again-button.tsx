import { paths, type OrderView } from '@marquee/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBuyAgain } from '../../api/buy-again';
import { buyAgainMessage } from './buy-again-message';

/** "Buy again": the order's lines still on sale go into the cart; the toast names what did and did not. */
export function BuyAgainButton({ order, className }: { order: OrderView; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buyAgain = useBuyAgain({
    onSuccess: (result) => {
      const message = buyAgainMessage(result, t);
      const show = message.ok ? toast.success : toast.error;
      show(message.title, {
        description: message.description,
        action: message.ok
          ? { label: t('accountOrders.viewCart'), onClick: () => void navigate(paths.cart.href()) }
          : undefined,
      });
    },
    onError: (error) => {
      toast.error(t('accountOrders.buyAgainFailed'), {
        description: isApiError(error) ? error.message : undefined,
      });
    },
  });
  // A Dream Box month's order has no product to buy again.
  if (!order.items.some((item) => item.productId !== null)) return null;
  return (
    <Button
      variant="gradient"
      size="lg"
      className={className}
      isLoading={buyAgain.isPending}
      onClick={() => buyAgain.mutate(order.orderNumber)}
    >
      <RotateCcw aria-hidden="true" />
      {t('accountOrders.buyAgain')}
    </Button>
  );
}
