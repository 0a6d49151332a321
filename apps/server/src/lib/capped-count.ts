import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The count of the rows of `table` matching `where`, read no further than `cap` + 1 (decisions
 * 072, 073): the scan ends there, so a count costs at most that many index entries at any size.
 */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1);
  return db.select({ count: count() }).from(matching.as('matching'));
}

/** `total` is exact up to `cap`; beyond it `total` is `cap` and `totalIsCapped` is true. */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const [counted] = await cappedCountQuery(db, table, where, cap);
  const n = counted?.count ?? 0;
  return { total: Math.min(n, cap), totalIsCapped: n > cap };
}
