import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../schema/index.js';
import { ACTIVITY_DAYS, planActivity, type ActivityPlan } from './activity-plan.js';

const DAY_MS = 86_400_000;
const products = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, isBestseller: index < 6 }));
const start = new Date('2026-11-29T09:30:00Z');

/** The story without its dates: who bought what, and each order's statuses. */
const story = (plan: ActivityPlan) =>
  plan.orders.map((order) => ({ customer: order.customer, lines: order.lines, steps: order.steps.map((s) => s.to) }));

describe('issue 30 the demo activity plan', () => {
  it('is the same story for the same first start, with no other source of chance', () => {
    expect(planActivity(products, start)).toEqual(planActivity(products, new Date(start)));
  });

  it('is told relative to the first start: a week later, the same orders a week later', () => {
    const later = new Date(start.getTime() + 7 * DAY_MS);
    const [before, after] = [planActivity(products, start), planActivity(products, later)];
    expect(story(after)).toEqual(story(before));
    expect(after.orders.map((o) => o.placedAt.getTime() - 7 * DAY_MS)).toEqual(
      before.orders.map((o) => o.placedAt.getTime()),
    );
  });

  it('whatever the day and hour of the first start: 150-250 orders over 60 days, every status, nothing in the future', () => {
    for (let hours = 0; hours < 7 * 24; hours += 13) {
      const now = new Date(start.getTime() + hours * 3_600_000);
      const { orders, customerSince } = planActivity(products, now);
      expect(orders.length).toBeGreaterThanOrEqual(150);
      expect(orders.length).toBeLessThanOrEqual(250);
      expect(new Set(orders.map((o) => o.steps.at(-1)!.to))).toEqual(new Set(orderStatuses));
      for (const order of orders) {
        expect(now.getTime() - order.placedAt.getTime()).toBeLessThanOrEqual(ACTIVITY_DAYS * DAY_MS);
        expect(order.steps.at(-1)!.at.getTime()).toBeLessThanOrEqual(now.getTime());
        if (order.customer !== null)
          expect(customerSince[order.customer]!.getTime()).toBeLessThan(order.placedAt.getTime());
      }
    }
  });
});
