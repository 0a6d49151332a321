/**
 * The demo's 60 days of trade as plain data (issue 30): who bought what, when, and how far each
 * order has gone since. No database and no clock: `now` comes in, every date is an offset from
 * it, and every choice is drawn from one seeded generator, so a fresh store gets the same story
 * (shifted to its own first start) every time. seed-activity.ts prices and writes it.
 */
import { createRng, type Rng } from '@marquee/demo-artwork';
import type { OrderStatus } from '../schema/index.js';
import * as data from './data/index.js';

export const ACTIVITY_DAYS = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface PlanProduct {
  id: number;
  /** Best sellers are drawn more often, so the Overview's top products look like a shop's. */
  isBestseller: boolean;
}

export interface PlannedStep {
  to: OrderStatus;
  from: OrderStatus | null;
  at: Date;
  actor: 'customer' | 'provider' | 'staff';
  note?: string;
}

export interface PlannedOrder {
  /** Index into data.customers; null for a guest. */
  customer: number | null;
  /** A guest's name, from the customers' first and last names crossed. */
  guest: { firstName: string; lastName: string } | null;
  placedAt: Date;
  lines: Array<{ productId: number; quantity: number }>;
  /** The order's history, oldest first; the last step is its status now. */
  steps: PlannedStep[];
  /** The capture waits for the bank (an e-check): the order stays pending, unpaid, until it clears. */
  capturePending: boolean;
  /** Set once the order reached `shipping`. */
  shipment: { carrier: string; trackingNumber: string; estimatedDelivery: string } | null;
}

export interface ActivityPlan {
  /** When each customer signed up, by index into data.customers. */
  customerSince: Date[];
  orders: PlannedOrder[];
}

const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS'] as const;
const CANCEL_NOTES = ['The customer asked to cancel.', 'Ordered twice by mistake.'];
const REFUND_NOTES = ['Returned: arrived damaged.', 'Returned unopened within 30 days.', 'Wrong size; returned.'];

const hoursLater = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);

/** Orders placed `daysAgo` days before now: more lately (a store that is growing), more at weekends. */
function ordersOnDay(rng: Rng, daysAgo: number, now: Date): number {
  const trend = 2.3 + 1.9 * (1 - daysAgo / ACTIVITY_DAYS);
  const weekday = new Date(now.getTime() - daysAgo * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
  return Math.max(0, Math.round(trend * weekend + rng.range(-1.5, 1.5)));
}

function pickProduct(rng: Rng, products: readonly PlanProduct[], bestsellers: readonly PlanProduct[]): PlanProduct {
  return bestsellers.length > 0 && rng.chance(0.45) ? rng.pick(bestsellers) : rng.pick(products);
}

/**
 * How far an order has gone: paid (or pending while an e-check clears), shipped a day or two
 * later, delivered a few days after that, each step only if its time has come. A few are
 * cancelled before shipping or refunded after delivery. Every draw is made whatever the branch,
 * so one order's story never shifts the next one's.
 */
function lifecycle(rng: Rng, placedAt: Date, now: Date, recent: boolean, newest: boolean) {
  const draws = {
    // The newest order always waits for its bank, so the Orders list shows every status.
    pending: rng.chance(recent ? 0.4 : 0.04) || newest,
    clearsAfter: rng.range(10, 40),
    shipsAfter: rng.range(16, 60),
    deliveredAfter: rng.range(40, 130),
    fate: rng.next(),
    fateAfter: rng.range(3, 90),
    carrier: rng.pick(CARRIERS),
    tracking: String(rng.int(100_000_000, 999_999_999)),
    cancelNote: rng.pick(CANCEL_NOTES),
    refundNote: rng.pick(REFUND_NOTES),
  };
  const cancels = draws.fate < 0.06;
  const refunds = draws.fate > 0.95;
  const steps: PlannedStep[] = [];
  const reached = (step: PlannedStep) => {
    if (step.at > now) return false;
    steps.push(step);
    return true;
  };

  steps.push({ from: null, to: draws.pending ? 'pending' : 'processing', at: placedAt, actor: 'customer' });
  let at = placedAt;
  let shipment: PlannedOrder['shipment'] = null;
  if (draws.pending) {
    at = hoursLater(at, draws.clearsAfter);
    const cancelled = cancels && draws.fate < 0.03;
    const step: PlannedStep = cancelled
      ? { from: 'pending', to: 'cancelled', at, actor: 'provider', note: 'The bank declined the payment.' }
      : { from: 'pending', to: 'processing', at, actor: 'provider' };
    if (!reached(step) || cancelled) return { steps, shipment, capturePending: true };
  }
  if (cancels) {
    reached({
      from: 'processing',
      to: 'cancelled',
      at: hoursLater(at, draws.fateAfter / 8),
      actor: 'staff',
      note: draws.cancelNote,
    });
    return { steps, shipment, capturePending: draws.pending };
  }
  at = hoursLater(at, draws.shipsAfter);
  if (reached({ from: 'processing', to: 'shipping', at, actor: 'staff' })) {
    shipment = {
      carrier: draws.carrier,
      trackingNumber: `1Z${draws.tracking}`,
      estimatedDelivery: new Date(at.getTime() + 5 * DAY_MS).toISOString().slice(0, 10),
    };
    at = hoursLater(at, draws.deliveredAfter);
    reached({ from: 'shipping', to: 'delivered', at, actor: 'staff' });
  }
  if (refunds) {
    const from = steps.at(-1)!.to;
    reached({ from, to: 'refunded', at: hoursLater(at, draws.fateAfter), actor: 'staff', note: draws.refundNote });
  }
  return { steps, shipment, capturePending: draws.pending };
}

/** The whole story, from `now` back 60 days. `products` must not be empty. */
export function planActivity(products: readonly PlanProduct[], now: Date): ActivityPlan {
  const rng = createRng('marquee-demo-activity');
  const bestsellers = products.filter((p) => p.isBestseller);
  const customerCount = data.customers.length;
  const orders: PlannedOrder[] = [];

  // Days are UTC days, as the Overview's chart counts them; today's orders are spread over the
  // part of today that has passed (up to a quarter of an hour ago), so "Orders today" is not zero.
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const todaySoFar = Math.max(0, (now.getTime() - midnight) / HOUR_MS - 0.25);
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const count = ordersOnDay(rng, daysAgo, now);
    const hours = Array.from({ length: count }, () => rng.range(0, 1) * (daysAgo === 0 ? todaySoFar : 24)).sort(
      (a, b) => a - b,
    );
    for (const [index, hour] of hours.entries()) {
      const placedAt = new Date(midnight - daysAgo * DAY_MS + hour * HOUR_MS);
      // A few regulars buy often; most customers once or twice; about one order in five is a guest's.
      const isGuest = rng.chance(0.2);
      const customer = Math.floor(rng.next() ** 1.7 * customerCount);
      const guestOf = rng.int(0, customerCount - 1);
      const lineCount = rng.chance(0.55) ? 1 : rng.chance(0.7) ? 2 : 3;
      const lines = new Map<number, number>();
      for (let i = 0; i < lineCount; i++) {
        const product = pickProduct(rng, products, bestsellers);
        lines.set(product.id, (lines.get(product.id) ?? 0) + (rng.chance(0.15) ? 2 : 1));
      }
      const age = (now.getTime() - placedAt.getTime()) / HOUR_MS;
      const newest = daysAgo === 0 && index === hours.length - 1;
      const { steps, shipment, capturePending } = lifecycle(rng, placedAt, now, age < 36, newest);
      orders.push({
        customer: isGuest ? null : customer,
        guest: isGuest
          ? {
              firstName: data.customers[guestOf]!.firstName,
              lastName: data.customers[(guestOf + 7) % customerCount]!.lastName,
            }
          : null,
        placedAt,
        lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
        steps,
        capturePending,
        shipment,
      });
    }
  }

  // Each customer signed up a little before their first order; those who never bought, any time.
  const customerSince = data.customers.map((_, index) => {
    const first = orders.find((o) => o.customer === index)?.placedAt ?? now;
    return new Date(first.getTime() - rng.range(1, first === now ? 75 : 20) * DAY_MS);
  });
  return { customerSince, orders };
}
