import type { FreeShipping } from '@marquee/contracts';
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { cn } from '@/lib/utils';

/** Progress towards free shipping (SF-CART-04); the numbers come from the server, capped at 100 %. */
export function FreeShippingBanner({ freeShipping }: { freeShipping: FreeShipping }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const percent = Math.min(100, Math.max(0, freeShipping.percent));
  return (
    <section
      aria-label={t('cart.freeShippingProgress')}
      className={cn(
        'rounded-2xl border p-4',
        freeShipping.qualifies ? 'border-emerald-200 bg-emerald-50' : 'border-primary/20 bg-primary/5',
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-zinc-800">
        <Truck
          aria-hidden="true"
          className={cn('size-5', freeShipping.qualifies ? 'text-emerald-700' : 'text-primary')}
        />
        <span aria-live="polite">
          {freeShipping.qualifies
            ? t('cart.freeShippingUnlocked')
            : t('cart.freeShippingRemaining', { amount: formatPrice(freeShipping.remainingCents) })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.freeShippingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            freeShipping.qualifies ? 'bg-emerald-600' : 'bg-gradient-to-r from-primary to-secondary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
