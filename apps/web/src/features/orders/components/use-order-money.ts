import type { OrderView } from '@marquee/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { formatMinorUnits } from '@/lib/money';

/**
 * Formats an order's amounts (minor units of the currency the shopper saw when buying, or of the
 * charge) as they were: not converted again into today's selected currency or rate.
 */
export function useOrderMoney(
  display: Pick<OrderView['display'], 'currency' | 'minorUnitDigits'>,
): (amountMinor: number) => string {
  const { i18n } = useTranslation();
  const { currencies } = useCurrency();
  const known = currencies.find((currency) => currency.code === display.currency);
  const symbol = known?.symbol;
  const locale = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (amountMinor: number) =>
      formatMinorUnits(amountMinor, display.minorUnitDigits, { code: display.currency, symbol }, locale),
    [display.currency, display.minorUnitDigits, symbol, locale],
  );
}
