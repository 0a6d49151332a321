import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, pgliteOptions, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/**
 * The files of a migrated PGlite database, made once per test process: a server test file's
 * database starts as their copy (≈ 1 CPU-s) instead of an initdb and the migrations (≈ 4 CPU-s,
 * decision 091). Server test files share a process (vitest.config.ts, isolate: false).
 */
let migratedFiles: Promise<Blob> | undefined;

async function dumpMigrated(): Promise<Blob> {
  const client = await PGlite.create(pgliteOptions());
  try {
    await migrateDatabase(pgliteHandle(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A fresh in-memory database with every migration applied, from the process's template. */
export async function openMigratedPglite(onQuery?: (query: string) => void): Promise<Database> {
  migratedFiles ??= dumpMigrated();
  const client = await PGlite.create({ ...pgliteOptions(), loadDataDir: await migratedFiles });
  return pgliteHandle(client, onQuery ? { logQuery: onQuery } : undefined);
}
