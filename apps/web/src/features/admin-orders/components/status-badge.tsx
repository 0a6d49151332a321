import type { OrderStatusName } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A colour per status (six of them: more than the badge's tones); the text always says it. */
const tones: Record<OrderStatusName, string> = {
  pending: 'bg-zinc-100 text-zinc-800',
  processing: 'bg-amber-100 text-amber-900',
  shipping: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-violet-100 text-violet-900',
};

export function StatusBadge({ status, className }: { status: OrderStatusName; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={null} className={cn(tones[status], className)}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
