import type { OrderView } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { OrderLineImage } from '@/components/ui/order-line-image';
import { SectionCard } from '@/components/ui/section-card';
import { useOrderMoney } from './use-order-money';

/** The order's lines as bought: picture, name, quantity and line total (snapshots, not today's catalogue). */
export function OrderItems({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = useOrderMoney(order.display);
  return (
    <SectionCard title={t('orders.itemsTitle')}>
      <ul className="divide-y divide-zinc-200">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? 'x'}-${index}`} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
            <OrderLineImage item={item} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-zinc-900">{item.name}</p>
              <p className="mt-1 text-sm text-zinc-600">{t('orders.quantity', { count: item.quantity })}</p>
            </div>
            <p className="text-base font-bold text-zinc-950 tabular-nums">{money(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
