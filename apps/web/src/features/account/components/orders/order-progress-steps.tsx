import type { OrderView } from '@marquee/contracts';
import { Ban, Check, Home, PackageCheck, ReceiptText, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { OrderParts } from './order-parts';
import { accountOrderSteps, endedStatus, stepStates, type AccountOrderStep } from './order-steps';

const icons: Record<AccountOrderStep, LucideIcon> = {
  placed: ReceiptText,
  processing: PackageCheck,
  shipped: Truck,
  delivered: Home,
};

/**
 * Order Placed, Processing, Shipped, Delivered with the progress bar (ACC-19, BC-26); Track
 * Package while the order is on its way. An ended order says so instead.
 */
export function OrderProgressSteps({ order, parts }: { order: OrderView; parts: OrderParts }) {
  const { t } = useTranslation();
  const ended = endedStatus(order.status);
  if (ended) {
    return (
      <p className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-900 ring-1 ring-red-200">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t(`accountOrders.ended.${ended}`)}
      </p>
    );
  }
  const states = stepStates(order.status);
  const percent = Math.min(100, Math.max(0, order.progressPercent));
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
      <ol
        aria-label={t('accountOrders.stepsLabel', { number: order.orderNumber })}
        className="grid grid-cols-4 gap-1 sm:gap-3"
      >
        {accountOrderSteps.map((step, index) => {
          const state = states[index];
          const Icon = state === 'done' ? Check : icons[step];
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                className={cn(
                  'inline-flex size-10 items-center justify-center rounded-full',
                  state === 'done' && 'bg-emerald-600 text-white',
                  state === 'current' && 'bg-primary text-white ring-4 ring-primary/20',
                  state === 'upcoming' && 'bg-white text-zinc-500 ring-1 ring-zinc-300',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span
                className={cn(
                  'text-xs leading-tight font-semibold sm:text-sm',
                  state === 'upcoming' ? 'text-zinc-600' : 'text-zinc-950',
                )}
              >
                {t(`accountOrders.steps.${step}`)}
                {state !== 'upcoming' && (
                  <span className="sr-only">
                    {' '}
                    ({t(state === 'done' ? 'accountOrders.stepDone' : 'accountOrders.stepCurrent')})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-5 grid gap-2">
        <parts.Progress orderNumber={order.orderNumber} percent={percent} />
        <p className="text-end text-sm font-semibold text-zinc-700 tabular-nums">
          {t('accountOrders.progressValue', { percent })}
        </p>
      </div>
      {order.status === 'shipping' && (
        <div className="mt-4 flex justify-end">
          <parts.TrackPackage tracking={order} />
        </div>
      )}
    </div>
  );
}
