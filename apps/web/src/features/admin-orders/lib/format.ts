const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in a currency's minor units (`1999`, `USD`, 2 -> `$19.99`), as the order
 * recorded it: no conversion, the currency's own digits.
 */
export function formatMinor(amountMinor: number, currency: string, minorUnitDigits: number, locale = 'en-US'): string {
  const key = `${locale}|${currency}|${minorUnitDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minorUnitDigits,
        maximumFractionDigits: minorUnitDigits,
      });
    } catch {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: minorUnitDigits,
        maximumFractionDigits: minorUnitDigits,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amountMinor / 10 ** minorUnitDigits);
}

/** USD cents as dollars (`1999` -> `$19.99`). */
export function formatUsdCents(cents: number, locale = 'en-US'): string {
  return formatMinor(cents, 'USD', 2, locale);
}

/** A date and time in the admin's language, e.g. `Nov 25, 2026, 7:05 PM`. */
export function formatDateTime(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (`2026-11-25` or an ISO instant), read in UTC. */
export function formatDay(value: string, locale = 'en-US'): string {
  const iso = value.length === 10 ? `${value}T00:00:00Z` : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
