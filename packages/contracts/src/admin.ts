import { z } from 'zod';

/** How many days the Overview's chart, totals and top products cover (today included). */
export const OVERVIEW_DAYS = 30;
/** A product is low on stock at this many or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
export const OVERVIEW_TOP_PRODUCTS = 5;
export const OVERVIEW_LOW_STOCK_ROWS = 10;

/** Paid orders placed in a period and what they brought in, in USD cents. */
const periodSchema = z.object({
  orders: z.number().int(),
  revenueCents: z.number().int(),
});

/**
 * The dashboard's Overview (issue 13, beyond the specification). Revenue counts paid orders
 * (processing, shipping, delivered) by the day they were placed, in UTC, in USD cents. Test
 * orders (paid through the offline test provider, issue 26) are in none of the figures, neither
 * in the revenue nor in the order counts: `testOrders` says how many were left out. Until the
 * window holds a real paid order, the figures are the test orders' instead (`showingTestOrders`,
 * issue 30): the demo and a store trying its checkout show their activity, flagged as tests.
 */
export const adminOverviewSchema = z.object({
  today: periodSchema,
  last30Days: periodSchema,
  /** Paid test orders of the last 30 days and their totals, left out of every other figure. */
  testOrders: periodSchema,
  /** True when the window has no real paid order: today, last30Days, revenueByDay and topProducts are the test orders'. */
  showingTestOrders: z.boolean(),
  /** One entry per UTC day, oldest first, the last one today; days without orders are zeros. */
  revenueByDay: z.array(periodSchema.extend({ day: z.string() })),
  /** The most units sold in the last 30 days, most first. */
  topProducts: z.array(
    z.object({
      productId: z.number().int().nullable(),
      title: z.string(),
      units: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  /** Products on sale with 5 or fewer in stock, lowest first. */
  lowStock: z.array(z.object({ productId: z.number().int(), title: z.string(), stockQuantity: z.number().int() })),
  unreadChatMessages: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
