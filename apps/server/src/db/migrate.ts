import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Database } from './client.js';

/** drizzle-kit's output folder, found from both src/ (tsx) and dist/ (built). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The advisory lock every Marquee process takes to apply migrations, one process at a time. */
export const MIGRATION_LOCK = 'marquee:migrations';

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as PostgresJsDatabase & { $client: Sql };
  // drizzle's migrator takes no lock: instances starting together on one PostgreSQL each read the
  // same pending list and all but one failed ("already exists"; decision 076). They take turns on a
  // session lock, held on one reserved connection, and the next in turn finds nothing left to apply.
  const connection = await db.$client.reserve();
  try {
    // Waiting for another instance's migrations may take longer than a statement may (decision 057).
    await connection`set statement_timeout = 0`;
    await connection`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`;
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await connection`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`;
    }
  } finally {
    // Back to the pool's own limit (the connection's start-up value) before anyone else uses it.
    await connection`reset statement_timeout`.finally(() => connection.release());
  }
}
