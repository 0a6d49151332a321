import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';

/** The rows of an executed raw statement: PGlite answers `{ rows }`, postgres.js an array of them. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** Runs a raw statement (`sql` text) on either driver and returns its rows. */
export async function executeRows<T>(db: Pick<Db, 'execute'>, query: SQLWrapper): Promise<T[]> {
  return rowsOf<T>(await db.execute(query.getSQL()));
}
