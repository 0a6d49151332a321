import type { OrderStatusName } from '@marquee/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { displayStatus } from '../utils/order-status';
import { stepsReached, timelineSteps } from './timeline-steps';

/** Processing, shipping, delivery with their times (SF-TRACK-04); the steps the order reached are marked. */
export function OrderTimeline({ orderNumber, status }: { orderNumber: string; status: OrderStatusName }) {
  const { t } = useTranslation();
  const reached = stepsReached(displayStatus(status));
  return (
    <ol aria-label={t('orders.tracking.timelineLabel', { number: orderNumber })} className="grid gap-3 sm:grid-cols-3">
      {timelineSteps(t).map((step, index) => {
        // Delivered completes all three; otherwise the last step reached is under way.
        const current = index === reached - 1 && reached < 3;
        const done = index < reached && !current;
        return (
          <li
            key={step.key}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex gap-3 rounded-xl border p-3',
              done
                ? 'border-emerald-200 bg-emerald-50/60'
                : current
                  ? 'border-primary/30 bg-primary/5'
                  : 'border-zinc-200 bg-zinc-50/60',
            )}
          >
            <span
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                done
                  ? 'bg-emerald-600 text-white'
                  : current
                    ? 'bg-primary text-white'
                    : 'bg-white text-zinc-500 ring-1 ring-zinc-300',
              )}
            >
              {done ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <step.icon aria-hidden="true" className="size-4" />
              )}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-zinc-900">{step.title}</p>
              <p className="mt-0.5 text-xs text-zinc-600">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
