/**
 * Which month a Dream Box payment pays for (issue 26). Cycle 1 starts at the subscription's
 * start (the provider's start_time); cycle n starts n - 1 calendar months later, on the same day
 * of the month or the month's last day (a subscription started on January 31 bills on February 28).
 *
 * The cycle is read from the payment's own time, not from the provider's count of completed
 * cycles at the moment we ask: a redelivered or late webhook then lands in the same month every
 * time, and no network call is needed.
 */

/**
 * A payment this much before its cycle's start counts for that cycle: clocks and time zones
 * differ a little between the provider's billing run and its start_time.
 */
const EARLY_MS = 3 * 24 * 60 * 60 * 1000;

/** A calendar day in UTC, as the date columns hold it. */
export const isoDay = (when: Date) => when.toISOString().slice(0, 10);

/** `start` moved `months` calendar months on, the day clamped to the month's last day. */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(start);
  moved.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return moved;
}

/** When billing cycle `cycle` (1, 2, …) begins. */
export const cycleStart = (startedAt: Date, cycle: number): Date => addMonths(startedAt, cycle - 1);

/**
 * The cycle a payment made at `paidAt` belongs to. A payment PayPal collects days late, on its
 * automatic retry, still belongs to the month it was due for; one a little early (EARLY_MS) to
 * the month about to begin. Never below 1.
 */
export function billingCycleOf(startedAt: Date, paidAt: Date): number {
  const at = new Date(paidAt.getTime() + EARLY_MS);
  let months = (at.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + (at.getUTCMonth() - startedAt.getUTCMonth());
  if (addMonths(startedAt, months) > at) months -= 1;
  return Math.max(1, months + 1);
}
