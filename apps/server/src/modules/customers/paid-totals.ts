/**
 * Each customer's paid orders and spend (migration 0010, decision 073), kept by the trigger
 * `orders_customer_paid_totals` on every insert, delete and change of an order's status, owner or
 * total. Only read here: the trigger is its one writer, so the Drizzle schema (db/schema) does not
 * declare it and no migration is generated from it.
 */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const customerPaidTotals = pgTable('customer_paid_totals', {
  userId: text().primaryKey(),
  paidOrders: integer().notNull(),
  spentCents: bigint({ mode: 'number' }).notNull(),
});
