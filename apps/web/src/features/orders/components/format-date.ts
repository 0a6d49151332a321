/** A calendar date in the shopper's language ("November 25, 2026"); the raw text if unreadable. */
export function formatOrderDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
