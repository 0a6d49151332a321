import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_COUNT_CAP } from '@marquee/contracts';
import type { Db } from '../../db/client.js';

/**
 * Counts the rows of `table` matching `where`, stopping after ADMIN_LIST_COUNT_CAP + 1 (decision
 * 073): the scan ends there, so a count costs at most that many index entries at any table size.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(ADMIN_LIST_COUNT_CAP + 1);
  const [counted] = await db.select({ n: count() }).from(matching.as('matching'));
  const n = counted?.n ?? 0;
  return { total: Math.min(n, ADMIN_LIST_COUNT_CAP), totalIsCapped: n > ADMIN_LIST_COUNT_CAP };
}
