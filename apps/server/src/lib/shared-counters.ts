import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateCounters } from '../db/schema/index.js';
import { createFixedWindow, type WindowCount } from './fixed-window.js';

export type { WindowCount } from './fixed-window.js';

/**
 * An e-mail address as a counter key's part: a digest, so `rate_counters` never holds the
 * address itself (a deleted account leaves no trace there; the row ends within its window).
 */
export function emailKeyPart(email: string): string {
  return createHash('sha256').update(`marquee-counter:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** How long a hot-path count may stay in this process before the shared row hears of it. */
export const FLUSH_EVERY_MS = 1_000;
/** How often an instance deletes ended windows (any instance's). */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Keys a process keeps counts of at most (an address flood must not grow the heap). */
const MAX_LOCAL_KEYS = 50_000;

/**
 * Fixed-window counters that every instance shares (issue 27 point 6). On PostgreSQL each key
 * is a `rate_counters` row; on embedded PGlite, which only one process can open, they are kept
 * in memory, as before, and a restart starts them over.
 */
export interface SharedCounters {
  /** Whether counts are in the database (PostgreSQL) rather than in this process. */
  readonly shared: boolean;
  /** Adds one to the key's count, exactly across instances, and returns the new count. */
  hit(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** The key's count in its current window, without adding to it. */
  peek(key: string, now?: number): Promise<WindowCount | undefined>;
  /**
   * For the per-request limits (pages, API, search): adds one at once in this process and
   * tells the shared row at most once a FLUSH_EVERY_MS per key, so instances agree within a
   * second and a request costs no database round trip. The count returned includes what other
   * instances had flushed by this process's last flush of the key.
   */
  hitSoon(key: string, windowMs: number, now?: number): WindowCount;
  /** Sends counts not flushed yet and stops the flush timer. */
  close(): Promise<void>;
}

const byDatabase = new WeakMap<object, SharedCounters>();

/**
 * The counters of this database handle, one set per handle, so the rate-limit plugin, the
 * routes and better-auth's e-mail hooks count into the same windows.
 */
export function sharedCountersFor(db: Db): SharedCounters {
  let counters = byDatabase.get(db);
  if (!counters) {
    counters = isEmbedded(db) ? createMemoryCounters() : createDatabaseCounters(db);
    byDatabase.set(db, counters);
  }
  return counters;
}

function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/** PGlite: one process, so this process's memory is the whole truth. */
export function createMemoryCounters(): SharedCounters {
  const byWindow = new Map<number, ReturnType<typeof createFixedWindow>>();
  const windowOf = (windowMs: number) => {
    let windows = byWindow.get(windowMs);
    if (!windows) byWindow.set(windowMs, (windows = createFixedWindow(windowMs, MAX_LOCAL_KEYS)));
    return windows;
  };
  const hitNow = (key: string, windowMs: number, now = Date.now()) => ({ ...windowOf(windowMs).hit(key, now) });
  return {
    shared: false,
    hit: async (key, windowMs, now) => hitNow(key, windowMs, now),
    hitSoon: hitNow,
    async peek(key, now = Date.now()) {
      for (const windows of byWindow.values()) {
        const found = windows.peek(key, now);
        if (found) return { ...found };
      }
      return undefined;
    },
    async close() {},
  };
}

interface LocalCount {
  windowMs: number;
  resetAt: number;
  /** The shared row's count as of this process's last flush (its own hits included). */
  base: number;
  /** Hits not yet sent. */
  pending: number;
  /** Hits being sent now. */
  sending: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** PostgreSQL: one row per key, changed by one atomic upsert, so parallel hits never lose a count. */
function createDatabaseCounters(db: Db): SharedCounters {
  const local = new Map<string, LocalCount>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let lastSweep = Date.now();

  /** Adds `n` to each key's window (a new window when the stored one ended) and returns the rows. */
  const upsert = (rows: { key: string; n: number; windowMs: number }[], now: number) =>
    db
      .insert(rateCounters)
      .values(rows.map((row) => ({ key: row.key, count: row.n, resetAt: new Date(now + row.windowMs) })))
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when rate_counters.reset_at <= ${iso(now)}::timestamptz then excluded.count else rate_counters.count + excluded.count end`,
          resetAt: sql`case when rate_counters.reset_at <= ${iso(now)}::timestamptz then excluded.reset_at else rate_counters.reset_at end`,
        },
      })
      .returning({ key: rateCounters.key, count: rateCounters.count, resetAt: rateCounters.resetAt });

  /** Now and then, ended windows go (whichever instance gets there first; deleting twice is harmless). */
  const sweepIfDue = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.delete(rateCounters)
      .where(lt(rateCounters.resetAt, new Date(now)))
      .catch(() => {
        // The next sweep tries again; an ended row never counts, it only takes room.
      });
  };

  const flush = async () => {
    flushTimer = undefined;
    const now = Date.now();
    const batch: { key: string; n: number; windowMs: number }[] = [];
    for (const [key, entry] of local) {
      if (entry.pending === 0) {
        if (entry.resetAt <= now) local.delete(key);
        continue;
      }
      entry.sending = entry.pending;
      entry.pending = 0;
      batch.push({ key, n: entry.sending, windowMs: entry.windowMs });
    }
    if (batch.length === 0) return;
    try {
      for (const row of await upsert(batch, now)) {
        const entry = local.get(row.key);
        if (!entry) continue;
        entry.base = row.count;
        entry.resetAt = row.resetAt.getTime();
        entry.sending = 0;
      }
    } catch {
      // The database is away: the hits stay counted here and go with the next flush.
      for (const entry of local.values()) {
        entry.pending += entry.sending;
        entry.sending = 0;
      }
    }
    sweepIfDue(now);
    if ([...local.values()].some((entry) => entry.pending > 0)) scheduleFlush();
  };

  const scheduleFlush = () => {
    if (flushTimer || flushing) return;
    flushTimer = setTimeout(() => {
      flushing = flush().finally(() => {
        flushing = undefined;
      });
    }, FLUSH_EVERY_MS);
    flushTimer.unref();
  };

  const makeRoom = (now: number) => {
    if (local.size < MAX_LOCAL_KEYS) return;
    for (const [key, entry] of local) if (entry.resetAt <= now && entry.pending === 0) local.delete(key);
    if (local.size >= MAX_LOCAL_KEYS) local.delete(local.keys().next().value!);
  };

  return {
    shared: true,
    async hit(key, windowMs, now = Date.now()) {
      const [row] = await upsert([{ key, n: 1, windowMs }], now);
      sweepIfDue(now);
      return { count: row!.count, resetAt: row!.resetAt.getTime() };
    },
    async peek(key, now = Date.now()) {
      const [row] = await db
        .select({ count: rateCounters.count, resetAt: rateCounters.resetAt })
        .from(rateCounters)
        .where(and(eq(rateCounters.key, key), gt(rateCounters.resetAt, new Date(now))));
      return row ? { count: row.count, resetAt: row.resetAt.getTime() } : undefined;
    },
    hitSoon(key, windowMs, now = Date.now()) {
      let entry = local.get(key);
      if (entry && entry.resetAt <= now) {
        // The window ended: a new one starts here, and the flush starts the shared row over too.
        entry.base = 0;
        entry.resetAt = now + windowMs;
      }
      if (!entry) {
        makeRoom(now);
        entry = { windowMs, resetAt: now + windowMs, base: 0, pending: 0, sending: 0 };
        local.set(key, entry);
      }
      entry.pending += 1;
      scheduleFlush();
      return { count: entry.base + entry.sending + entry.pending, resetAt: entry.resetAt };
    },
    async close() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      await flushing;
      await flush();
    },
  };
}
