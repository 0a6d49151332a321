import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { lockDataDir } from './lib/data-dir-lock.js';
import { checkSessionSecret } from './lib/session-secret.js';

export interface OpenedStore {
  database: Database;
  release(): Promise<void>;
}

/**
 * Locks the embedded database's directory (PGlite only), opens it, applies migrations and
 * refuses a session secret other than the one the store was set up with.
 */
export async function openStoreDatabase(config: Config): Promise<OpenedStore> {
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(database);
    await checkSessionSecret(database.db, config);
    return {
      database,
      async release() {
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
