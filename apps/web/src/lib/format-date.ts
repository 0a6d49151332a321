/*
 * Dates and times in the page's language, for shoppers and admins alike. Money has its own
 * module (lib/money.ts: formatMoney for USD cents, formatMinorUnits for an order's own currency).
 */

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

export interface DateFormatOptions extends Intl.DateTimeFormatOptions {
  /** Reads an instant in UTC too (a coupon's expiry, an order's day): the same day for every admin. */
  utc?: boolean;
}

function formatterFor(locale: string, { utc, ...options }: DateFormatOptions, calendarDay: boolean) {
  const resolved = utc || calendarDay ? { ...options, timeZone: 'UTC' } : options;
  const key = `${locale}|${JSON.stringify(resolved)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, resolved);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date, "Nov 25, 2026" by default (`{ dateStyle: 'long' }`: "November 25, 2026"). A bare
 * calendar day (`2026-12-01`: a delivery estimate, a billing date) is that day everywhere, so it
 * is read in UTC and not moved a day back west of Greenwich; an instant is shown in the reader's
 * own time zone unless `utc`. Text that is not a date comes back as it is.
 */
export function formatDate(value: string, locale: string, options: DateFormatOptions = { dateStyle: 'medium' }) {
  const calendarDay = CALENDAR_DAY.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor(locale, options, calendarDay).format(date);
}

/** A day as the shopper's pages write it: "November 25, 2026". */
export const formatLongDate = (value: string, locale: string) => formatDate(value, locale, { dateStyle: 'long' });

/** A moment: date and time, "Nov 25, 2026, 7:05 PM". */
export const formatDateTime = (value: string, locale: string, options: DateFormatOptions = {}) =>
  formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short', ...options });
