import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { lockDataDir } from './lib/data-dir-lock.js';

export interface OpenedStore {
  database: Database;
  release(): Promise<void>;
}

/** Locks the embedded database's directory (PGlite only), opens it and applies migrations. */
export async function openStoreDatabase(config: Config): Promise<OpenedStore> {
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(database);
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
