import type { CheckoutQuote } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useFormatMinor } from '../hooks/use-format-minor';
import { SectionCard } from '@/components/ui/section-card';

interface CheckoutTotalsProps {
  quote: CheckoutQuote;
  /** A newer quote is on its way (the figures shown are the previous one). */
  isUpdating: boolean;
  /** Under the Dream Box line: it bills in USD (null when the shopper sees USD). */
  dreamBoxNote?: string | null;
}

/** SF-CHK-04: subtotal, discount, Dream Box, shipping and total, all from the server's quote. */
export function CheckoutTotals({ quote, isUpdating, dreamBoxNote }: CheckoutTotalsProps) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { amounts } = quote.display;
  const money = (minor: number) => formatMinor(minor, quote.display);
  return (
    <SectionCard
      titleId="checkout-totals-title"
      title={t('checkout.totals.title')}
      aside={
        <span role="status" className={cn('text-xs text-zinc-500', !isUpdating && 'sr-only')}>
          {isUpdating ? t('checkout.totals.updating') : ''}
        </span>
      }
    >
      <dl aria-busy={isUpdating || undefined} className={cn('grid gap-3 text-sm', isUpdating && 'opacity-60')}>
        <Row label={t('checkout.totals.subtotal')} value={money(amounts.subtotal)} />
        {amounts.discount > 0 && (
          <Row
            label={t('checkout.totals.discount', { code: quote.coupon?.code ?? '' })}
            value={`−${money(amounts.discount)}`}
            valueClassName="text-emerald-700"
          />
        )}
        {quote.dreamBox && (
          <Row label={t('checkout.totals.dreamBox')} value={money(amounts.dreamBox)} hint={dreamBoxNote} />
        )}
        <Row
          label={t('checkout.totals.shipping')}
          value={amounts.shipping === 0 ? t('checkout.totals.free') : money(amounts.shipping)}
          valueClassName={amounts.shipping === 0 ? 'text-emerald-700' : undefined}
        />
        <div className="flex justify-between gap-4 border-t border-zinc-200 pt-3 text-base">
          <dt className="font-bold text-zinc-950">{t('checkout.totals.total')}</dt>
          <dd data-testid="checkout-total" className="font-extrabold text-zinc-950 tabular-nums">
            {money(amounts.total)}
          </dd>
        </div>
      </dl>
      {quote.chargeCurrencyDiffers && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('checkout.totals.chargeNote', {
            amount: formatMinor(quote.charge.amounts.total, quote.charge),
            currency: quote.charge.currency,
          })}
        </p>
      )}
    </SectionCard>
  );
}

function Row({
  label,
  value,
  valueClassName,
  hint,
}: {
  label: string;
  value: string;
  valueClassName?: string | undefined;
  /** A line under the label (what the amount means). */
  hint?: string | null | undefined;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-zinc-600">
        {label}
        {hint && <span className="mt-0.5 block text-xs">{hint}</span>}
      </dt>
      <dd className={cn('font-semibold text-zinc-900 tabular-nums', valueClassName)}>{value}</dd>
    </div>
  );
}
