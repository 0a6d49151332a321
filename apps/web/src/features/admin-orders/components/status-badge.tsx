import type { OrderStatusName } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const tones: Record<OrderStatusName, string> = {
  pending: 'bg-zinc-100 text-zinc-800',
  processing: 'bg-amber-100 text-amber-900',
  shipping: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-violet-100 text-violet-900',
};

export function StatusBadge({ status, className }: { status: OrderStatusName; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {t(`admin.orders.status.${status}`)}
    </span>
  );
}
