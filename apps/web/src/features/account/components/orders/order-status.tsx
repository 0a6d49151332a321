import type { OrderStatusName } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import type { OrderParts } from './order-parts';
import { endedStatus } from './order-steps';

/**
 * The order's status. The order pages read cancelled and refunded as Pending (SF-TRACK-02); the
 * customer's own account names them as they are.
 */
export function OrderStatus({ status, parts }: { status: OrderStatusName; parts: OrderParts }) {
  const { t } = useTranslation();
  const ended = endedStatus(status);
  if (!ended) return <parts.StatusBadge status={status} />;
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      {t(`accountOrders.statuses.${ended}`)}
    </span>
  );
}
