import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** Which page of a list (from 1) and how many rows a page holds, as the list queries take them. */
export interface PageParams {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and how many rows match in all, read at once. `rows` is the list's sorted
 * query made `$dynamic()`; it gets the page's limit and offset. The count is of the rows of
 * `matching.table` that `matching.where` (the list's filter) matches.
 */
export async function readPage<T extends PgSelect>(
  db: Db,
  { page, pageSize }: PageParams,
  rows: T,
  matching: { table: PgTable; where: SQL | undefined },
): Promise<{ rows: Awaited<T>; total: number }> {
  const [found, [counted]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(matching.table).where(matching.where),
  ]);
  return { rows: found as Awaited<T>, total: counted?.n ?? 0 };
}
