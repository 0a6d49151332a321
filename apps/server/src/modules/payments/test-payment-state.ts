/**
 * The test provider's state in the database (table test_payment_state: key -> jsonb), so every
 * store instance on one database, and a restarted one, sees the same test payments. Changes run
 * in a transaction that locks the rows they read (`lock`), so two instances capturing one order
 * at once are serialised by PostgreSQL, not by a process's memory.
 *
 * Keys: `order:<id>`, `capture:<id>` (-> its order), `refund:<id>`, `subscription:<id>`,
 * `request:<operation>:<request id>` (the first outcome of a request id) and `secret` (the
 * webhook signing key).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { testPaymentState } from '../../db/schema/index.js';

/** A JSON object (stored as jsonb). */
export type StateValue = object;

/** What a transaction sees: reads that lock, inserts that may lose a race, and writes. */
export interface StateTransaction {
  /** The value, its row locked until the transaction ends. */
  lock<T extends StateValue = StateValue>(key: string): Promise<T | undefined>;
  /** Inserts unless the key exists; true when this call inserted it. */
  claim(key: string, value: StateValue): Promise<boolean>;
  put(key: string, value: StateValue): Promise<void>;
}

export class TestPaymentState {
  constructor(private readonly db: Db) {}

  async get<T extends StateValue = StateValue>(key: string): Promise<T | undefined> {
    return read<T>(this.db, key, false);
  }

  /**
   * Merges `patch` into the value in one statement, unless `unless.field` holds `unless.value`
   * (checked against the committed row after any lock on it is released). False when nothing
   * was merged: the key is missing or the guard held.
   */
  async merge(key: string, patch: StateValue, unless: { field: string; value: string }): Promise<boolean> {
    const merged = await this.db
      .update(testPaymentState)
      .set({ value: sql`${testPaymentState.value} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
      .where(
        and(
          eq(testPaymentState.key, key),
          sql`${testPaymentState.value} ->> ${unless.field} is distinct from ${unless.value}`,
        ),
      )
      .returning({ key: testPaymentState.key });
    return merged.length > 0;
  }

  transaction<T>(work: (tx: StateTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        lock: (key) => read(tx, key, true),
        claim: async (key, value) => {
          const inserted = await tx
            .insert(testPaymentState)
            .values({ key, value: value as Record<string, unknown> })
            .onConflictDoNothing()
            .returning({ key: testPaymentState.key });
          return inserted.length > 0;
        },
        put: async (key, value) => {
          await tx
            .insert(testPaymentState)
            .values({ key, value: value as Record<string, unknown> })
            .onConflictDoUpdate({
              target: testPaymentState.key,
              set: { value: value as Record<string, unknown>, updatedAt: new Date() },
            });
        },
      }),
    );
  }
}

async function read<T extends StateValue>(db: Executor, key: string, forUpdate: boolean): Promise<T | undefined> {
  const query = db
    .select({ value: testPaymentState.value })
    .from(testPaymentState)
    .where(eq(testPaymentState.key, key));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.value as T | undefined;
}
