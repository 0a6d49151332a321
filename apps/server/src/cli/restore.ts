/**
 * `npm run restore -- <file> [--force]` (decision 104): loads a backup into the configured store
 * (DATA_DIR's embedded database, or DATABASE_URL), migrated first. The target must be empty
 * (a new DATA_DIR or database) unless --force, which replaces everything it holds. Run it with
 * the server stopped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { serverFacts } from '../db/schema/index.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { checkSessionSecret, SESSION_SECRET_FACT, secretFingerprint } from '../lib/session-secret.js';
import { restoreDump } from '../modules/backup/restore.js';

const usage = 'Usage: npm run restore -- <backup file> [--force]  (--force replaces a store that is not empty)';

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error(usage);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  if (!existsSync(file)) throw new Error(`${file} does not exist.\n${usage}`);
  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateDatabase(database);
      const { db } = database;
      const result = await restoreDump(db, file, { mediaDir: config.mediaDir, force: values.force ?? false });
      // The backup names the session secret of the store it came from. This store keeps its own
      // (SESSION_SECRET, or DATA_DIR/session-secret): sessions and e-mailed links signed before end.
      const [fact] = await db.select().from(serverFacts).where(eq(serverFacts.key, SESSION_SECRET_FACT));
      const secretChanged = fact !== undefined && fact.value !== secretFingerprint(config.sessionSecret);
      if (secretChanged) await db.delete(serverFacts).where(eq(serverFacts.key, SESSION_SECRET_FACT));
      await checkSessionSecret(db, config);
      const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : config.dataDir;
      console.log(
        `Restored ${result.rows} rows of ${result.tables} tables and ${result.files} media files ` +
          `(backup of ${result.header.createdAt}) into ${where}.`,
      );
      if (secretChanged) {
        console.log(
          'The backup came from a store with another session secret: customers and staff sign in again, and ' +
            "links in e-mails sent before stop working. To keep them, set SESSION_SECRET to the old store's " +
            '(its DATA_DIR/session-secret) and restore again with --force.',
        );
      }
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
