import type { AdminOrderDetail, AdminOrderStatusBody } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeOrderStatus } from '../api/change-order-status';
import { formatMinor } from '../lib/format';
import { actionTarget, actionsFor, needsConfirmation, type OrderAction } from '../lib/order-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const { t, i18n } = useTranslation();
  const changeStatus = useChangeOrderStatus();
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);
  const [shipping, setShipping] = useState(false);
  const [running, setRunning] = useState<OrderAction | null>(null);
  const actions = actionsFor(order.status);
  const total = formatMinor(
    order.display.amounts.total,
    order.display.currency,
    order.display.minorUnitDigits,
    i18n.language,
  );

  const run = async (action: OrderAction, body: AdminOrderStatusBody) => {
    setRunning(action);
    try {
      await changeStatus.mutateAsync({ orderNumber: order.orderNumber, body });
      toast.success(t('admin.orders.updated'), {
        description: t('admin.orders.updatedText', {
          number: order.orderNumber,
          status: t(`admin.orders.status.${actionTarget[action]}`),
        }),
      });
      setConfirming(null);
      setShipping(false);
    } catch (error) {
      // The ship form shows field messages on its fields.
      const shownOnForm = action === 'ship' && isApiError(error) && error.fields !== undefined;
      if (!shownOnForm)
        toast.error(t('admin.orders.updateFailed'), {
          description: error instanceof Error ? error.message : undefined,
        });
      throw error;
    } finally {
      setRunning(null);
    }
  };
  const start = (action: OrderAction) => {
    if (action === 'ship') setShipping(true);
    else if (action === 'cancel' || action === 'refund') setConfirming(action);
    else void run(action, { to: actionTarget[action] }).catch(() => undefined);
  };

  if (actions.length === 0) return <p className="text-sm text-zinc-600">{t('admin.orders.actions.none')}</p>;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={variants[action]}
            isLoading={running === action && !needsConfirmation(action) && action !== 'ship'}
            disabled={running !== null}
            onClick={() => start(action)}
          >
            {t(`admin.orders.actions.${action}`)}
          </Button>
        ))}
      </div>
      <ShipOrderDialog
        orderNumber={order.orderNumber}
        open={shipping}
        onOpenChange={setShipping}
        isPending={running === 'ship'}
        onSubmit={(body) => run('ship', body)}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(`admin.orders.confirm.${confirming ?? 'refund'}Title`, { number: order.orderNumber })}
        description={t('admin.orders.confirm.text', { total })}
        confirmLabel={t(`admin.orders.confirm.${confirming ?? 'refund'}Confirm`)}
        cancelLabel={t('admin.orders.keep')}
        isPending={running === 'cancel' || running === 'refund'}
        onConfirm={() => {
          if (confirming) void run(confirming, { to: actionTarget[confirming] }).catch(() => undefined);
        }}
      />
    </>
  );
}
