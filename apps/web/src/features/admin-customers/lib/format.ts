import { BASE_CURRENCY, formatMoney, formatMinorUnits } from '@/lib/money';

/** USD cents as the store writes dollars (`600000` -> `$6,000.00`). */
export const formatUsd = (cents: number, locale: string) => formatMoney(cents, BASE_CURRENCY, locale);

/** An order total as the shopper saw it, in its own currency. */
export const formatOrderTotal = (
  total: { amountMinor: number; currency: string; minorUnitDigits: number },
  locale: string,
) => formatMinorUnits(total.amountMinor, total.minorUnitDigits, { code: total.currency }, locale);

/** A day, e.g. `Nov 25, 2026`; calendar days (`2026-11-25`) are read in UTC so they do not shift. */
export function formatDate(value: string, locale: string): string {
  const iso = value.length === 10 ? `${value}T00:00:00Z` : value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(new Date(iso));
}

/** A country code in the admin's language (`IL` -> `Israel`); the code itself when Intl cannot name it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
