/**
 * The admin's price inputs show US dollars; the API takes integer cents. One reading for every
 * form (products, product sets, coupons), in whole numbers so no float rounding creeps in.
 */

/** Cents as the dollars an input shows: 1999 -> '19.99' ('' when there is no number). */
export const centsToDollars = (cents: number) => (Number.isFinite(cents) ? (cents / 100).toFixed(2) : '');

/** Typed dollars as cents: '5.5' -> 550, ' 12 ' -> 1200; NaN when it is not an amount with at most 2 decimals. */
export function dollarsToCents(text: string): number {
  const match = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An optional amount: blank is null, otherwise as `dollarsToCents`. */
export const optionalDollarsToCents = (text: string): number | null =>
  text.trim() === '' ? null : dollarsToCents(text);
