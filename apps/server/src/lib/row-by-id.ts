import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

type TableWithId = PgTable & { id: PgColumn };

async function readRow<T extends TableWithId>(db: Db, table: T, id: number, missing: () => Error, lock: boolean) {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = (lock ? await query.for('update') : await query) as T['$inferSelect'][];
  if (!row) throw missing();
  return row;
}

/** The row of `table` with the id, or the error `missing` makes (a 404). */
export function rowById<T extends TableWithId>(db: Db, table: T, id: number, missing: () => Error) {
  return readRow(db, table, id, missing, false);
}

/** As rowById, locked FOR UPDATE: how a write reads the row it is about to change. */
export function lockRowById<T extends TableWithId>(tx: Db, table: T, id: number, missing: () => Error) {
  return readRow(tx, table, id, missing, true);
}
