import type { Currency } from '@marquee/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY, chosenCurrency, formatMoney } from './money';
import { readPreference, writePreference } from './preferences';

interface CurrencyContextValue {
  /** The selected currency (USD until the list has loaded or when the choice is unknown). */
  currency: Currency;
  currencies: readonly Currency[];
  setCurrency: (code: string) => void;
  /** Formats integer USD cents in the selected currency. */
  formatPrice: (usdCents: number) => string;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** The remembered currency code for code outside React (route loaders); USD when none is. */
export function rememberedCurrencyCode(): string {
  return readPreference('currency') ?? BASE_CURRENCY.code;
}

/**
 * The shopper's remembered currency code: from the cookie in the browser, from the
 * request's cookie when the server renders, so both first renders show the same prices.
 */
export const RememberedCurrencyContext = createContext<string | null>(null);

interface CurrencyProviderProps {
  /** The store's currency table (one source, from the API). */
  currencies: readonly Currency[] | undefined;
  children: ReactNode;
}

export function CurrencyProvider({ currencies, children }: CurrencyProviderProps) {
  const { i18n } = useTranslation();
  const remembered = useContext(RememberedCurrencyContext);
  const [code, setCode] = useState(() => remembered ?? BASE_CURRENCY.code);

  const list = useMemo(() => (currencies && currencies.length > 0 ? currencies : [BASE_CURRENCY]), [currencies]);
  const currency = chosenCurrency(list, code);

  const setCurrency = useCallback((next: string) => {
    setCode(next);
    writePreference('currency', next);
  }, []);

  const locale = i18n.resolvedLanguage ?? 'en';
  const formatPrice = useCallback((usdCents: number) => formatMoney(usdCents, currency, locale), [currency, locale]);

  const value = useMemo(
    () => ({ currency, currencies: list, setCurrency, formatPrice }),
    [currency, list, setCurrency, formatPrice],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return context;
}
