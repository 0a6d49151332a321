import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { formatMinorUnits } from '@/lib/money';

/** Formats amounts the server converted (a quote's or charge's minor units) with the store's symbols. */
export function useFormatMinor() {
  const { i18n } = useTranslation();
  const { currencies } = useCurrency();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (amountMinor: number, block: { currency: string; minorUnitDigits: number }) => {
      const currency = currencies.find((c) => c.code === block.currency) ?? {
        code: block.currency,
        symbol: `${block.currency} `,
      };
      return formatMinorUnits(amountMinor, block.minorUnitDigits, currency, locale);
    },
    [currencies, locale],
  );
}
