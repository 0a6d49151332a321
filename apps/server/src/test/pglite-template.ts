import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteStartParams, type Database, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import * as schema from '../db/schema/index.js';

const options = () => ({ extensions: { pg_trgm }, startParams: pgliteStartParams() });

/**
 * The files of a migrated PGlite database, made once per test process: a server test file's
 * database starts as their copy (≈ 1 CPU-s) instead of an initdb and the migrations (≈ 4 CPU-s,
 * decision 091). Server test files share a process (vitest.config.ts, isolate: false).
 */
let migratedFiles: Promise<Blob> | undefined;

async function dumpMigrated(): Promise<Blob> {
  const client = await PGlite.create(options());
  try {
    await migrateDatabase(wrap(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A fresh in-memory database with every migration applied, from the process's template. */
export async function openMigratedPglite(): Promise<Database> {
  migratedFiles ??= dumpMigrated();
  return wrap(await PGlite.create({ ...options(), loadDataDir: await migratedFiles }));
}

// The same handle as db/client.ts's openPglite gives: its options have no way to load files.
function wrap(client: PGlite): Database {
  return {
    db: drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db,
    driver: 'pglite',
    embeddedMemoryBytes: () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.buffer.byteLength,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
