const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the customer's language ("November 25, 2026"). A bare calendar day (`2026-12-01`,
 * an estimated delivery or a billing date) is that day everywhere, so it is read as UTC and not
 * moved a day back west of Greenwich; a timestamp is shown in the customer's own time zone.
 */
export function formatDay(value: string, locale: string): string {
  const day = CALENDAR_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}
