import type { Currency } from './settings.js';

/**
 * Prices as shoppers read them, one implementation for the browser and the server (the server
 * fills prices into content pages, decision 098). Amounts from the API are integer USD cents.
 */

/** USD is the base currency: every amount from the API is integer USD cents. */
export const BASE_CURRENCY: Currency = { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      // style 'currency' gives the currency's own minor units (2 for USD, 0 for JPY).
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    } catch {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Creates the formatter before it is first needed. The first currency formatter a page makes
 * loads the locale's number data, 15 to 30 ms here; done on its own, that wait is not added to
 * a slice of hydration (main.tsx).
 */
export function prepareMoneyFormat(locale: string, code: string): void {
  formatterFor(locale, code);
}

/**
 * The shopper's currency: the remembered code's entry of the store's table, else USD (also while
 * the table has not loaded). Pages and their structured data pick it alike.
 */
export function chosenCurrency(currencies: readonly Currency[] | undefined, code: string | null | undefined): Currency {
  const list = currencies && currencies.length > 0 ? currencies : [BASE_CURRENCY];
  return list.find((c) => c.code === code) ?? list.find((c) => c.code === BASE_CURRENCY.code) ?? BASE_CURRENCY;
}

/**
 * USD cents in `currency` as a plain decimal with the currency's own minor digits, rounded as the
 * page shows the price ("24.99", "2500" in yen): for prices machines read (a product's JSON-LD).
 */
export function decimalAmount(usdCents: number, currency: Currency): string {
  const digits = formatterFor('en-US', currency.code).resolvedOptions().maximumFractionDigits ?? 2;
  const plain = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return plain.format(convertFromUsdCents(usdCents, currency));
}

/** Converts USD cents into the currency's units. Rates are units of the currency per 1 USD. */
export function convertFromUsdCents(usdCents: number, currency: Pick<Currency, 'rate'>): number {
  return (usdCents / 100) * currency.rate;
}

/**
 * Formats USD cents in `currency`: `usd * rate`, rounded to the currency's minor units,
 * shown with the currency's own symbol from the store's currency table.
 */
export function formatMoney(
  usdCents: number,
  currency: Pick<Currency, 'code' | 'symbol' | 'rate'> = BASE_CURRENCY,
  locale = 'en-US',
): string {
  return formatAmount(convertFromUsdCents(usdCents, currency), currency, locale);
}

/**
 * Formats an amount the server already converted, in minor units of its currency (an order's
 * display block: `minorUnitDigits` 2, or 0 for JPY), with the store's symbol for the currency
 * (Intl's own when the store's table does not list it). Nothing is converted again: the figure
 * is the one the shopper was shown and charged.
 */
export function formatMinorUnits(
  amountMinor: number,
  minorUnitDigits: number,
  currency: Pick<Currency, 'code'> & { symbol?: string | undefined },
  locale = 'en-US',
): string {
  return formatAmount(amountMinor / 10 ** minorUnitDigits, currency, locale);
}

function formatAmount(
  amount: number,
  currency: Pick<Currency, 'code'> & { symbol?: string | undefined },
  locale: string,
): string {
  const formatter = formatterFor(locale, currency.code);
  if (currency.symbol === undefined) return formatter.format(amount);
  const parts = formatter.formatToParts(amount);
  if (!parts.some((part) => part.type === 'currency')) {
    return `${currency.symbol}${parts.map((part) => part.value).join('')}`;
  }
  // A prefixed symbol that does not end in a letter ($, €, ¥) sits right against the number.
  const tight = !/\p{L}$/u.test(currency.symbol);
  return parts
    .map((part, index) => {
      if (part.type === 'currency') return currency.symbol;
      const previous = parts[index - 1];
      if (tight && part.type === 'literal' && previous?.type === 'currency' && part.value.trim() === '') return '';
      return part.value;
    })
    .join('');
}
