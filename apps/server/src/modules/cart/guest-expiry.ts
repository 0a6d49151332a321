/**
 * Guests' carts and wishlists are deleted once nobody has written to them for
 * GUEST_RETENTION_DAYS (decision 058). A cart (or a wishlist) goes as a whole: while one of
 * its rows is fresh, its older rows stay. Signed-in users' rows are never expired.
 *
 * "Written" is `updated_at`: a new row has it, every add, quantity change and removal sets
 * it (the cart and wishlist services). Reading a cart does not count.
 */
import { and, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client.js';
import { cartItems, wishlistItems } from '../../db/schema/index.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * One DELETE per table, safe to run in several server instances at once: a row another
 * instance deleted first is skipped, and a row a guest writes meanwhile no longer matches
 * `updated_at < cutoff` when PostgreSQL rechecks it, so it stays.
 */
async function deleteIdleGuestRows(db: Db, table: typeof cartItems | typeof wishlistItems, days: number) {
  const cutoff = sql`now() - make_interval(days => ${days}::int)`;
  const idleGuests = db
    .select({ guestId: table.guestId })
    .from(table)
    .where(isNotNull(table.guestId))
    .groupBy(table.guestId)
    .having(lt(max(table.updatedAt), cutoff));
  const deleted = await db
    .delete(table)
    .where(and(inArray(table.guestId, idleGuests), lt(table.updatedAt, cutoff)))
    .returning({ id: table.id });
  return deleted.length;
}

/** Deletes the guest carts and wishlists untouched for `days` days; returns the rows deleted. */
export async function expireIdleGuests(db: Db, days: number): Promise<{ cartItems: number; wishlistItems: number }> {
  return {
    cartItems: await deleteIdleGuestRows(db, cartItems, days),
    wishlistItems: await deleteIdleGuestRows(db, wishlistItems, days),
  };
}

export interface GuestExpiry {
  stop(): Promise<void>;
}

/** Runs `expireIdleGuests` at start and then hourly (each instance; see above). */
export function startGuestExpiry(options: { db: Db; days: number; log: Logger; intervalMs?: number }): GuestExpiry {
  const { db, days, log } = options;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= expireIdleGuests(db, days)
      .then(
        (deleted) => {
          if (deleted.cartItems + deleted.wishlistItems > 0) log.info({ deleted, days }, 'idle guest rows deleted');
        },
        (error: unknown) => log.error({ err: error }, 'guest expiry failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
