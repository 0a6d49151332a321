import type { OrderStatusName } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { displayStatus, type DisplayStatus } from '../utils/order-status';

const tones: Record<DisplayStatus, string> = {
  pending: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  shipping: 'bg-sky-50 text-sky-800 ring-sky-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** The order's status as the pages name it (SF-TRACK-02). */
export function OrderStatusBadge({ status, className }: { status: OrderStatusName; className?: string }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[shown],
        className,
      )}
    >
      {t(`orders.statuses.${shown}`)}
    </span>
  );
}
