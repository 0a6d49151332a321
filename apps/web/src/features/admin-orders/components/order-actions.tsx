import type { AdminOrderDetail } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMinorUnits } from '@/lib/money';
import { useChangeOrderStatus } from '../api/change-order-status';
import { actionTarget, actionsFor, needsConfirmation, type OrderAction } from '../lib/order-actions';
import { ShipOrderDialog } from './ship-order-dialog';

const variants: Record<OrderAction, 'default' | 'outline' | 'destructive'> = {
  process: 'default',
  ship: 'default',
  deliver: 'default',
  cancel: 'outline',
  refund: 'destructive',
};

/** The moves valid for the order's status; cancel and refund are confirmed, shipping asks for tracking. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const changeStatus = useChangeOrderStatus();
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);
  const [shipping, setShipping] = useState(false);
  const running = changeStatus.isPending ? changeStatus.variables.body.to : null;
  const actions = actionsFor(order.status);
  const { amounts, currency, minorUnitDigits } = order.display;
  const total = formatMinorUnits(amounts.total, minorUnitDigits, { code: currency }, i18n.language);

  // Shipping carries its shipment, so it goes through the Ship dialog, never here.
  const run = (action: Exclude<OrderAction, 'ship'>, onSuccess?: () => void) =>
    changeStatus.mutate({ orderNumber: order.orderNumber, body: { to: actionTarget[action] } }, { onSuccess });
  const start = (action: OrderAction) => {
    if (action === 'ship') setShipping(true);
    else if (action === 'cancel' || action === 'refund') setConfirming(action);
    else run(action);
  };

  if (actions.length === 0) return <p className="text-sm text-zinc-600">{t('orders.actions.none')}</p>;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={variants[action]}
            // Cancel, refund and ship show their progress in their own dialog.
            isLoading={running === actionTarget[action] && !needsConfirmation(action) && action !== 'ship'}
            disabled={running !== null}
            onClick={() => start(action)}
          >
            {t(`orders.actions.${action}`)}
          </Button>
        ))}
      </div>
      <ShipOrderDialog
        orderNumber={order.orderNumber}
        isTest={order.isTest}
        open={shipping}
        onOpenChange={setShipping}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(`orders.confirm.${confirming ?? 'refund'}Title`, { number: order.orderNumber })}
        description={t('orders.confirm.text', { total })}
        confirmLabel={t(`orders.confirm.${confirming ?? 'refund'}Confirm`)}
        cancelLabel={t('orders.keep')}
        isPending={running === 'cancelled' || running === 'refunded'}
        onConfirm={() => {
          if (confirming) run(confirming, () => setConfirming(null));
        }}
      />
    </>
  );
}
