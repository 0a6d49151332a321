/**
 * `npm run backup [-- --out <file>]` (decision 104): the store's tables and its media folder in
 * one gzip'd file. PostgreSQL (DATABASE_URL) is read while the store runs; the embedded PGlite
 * database belongs to one process, so the server must be stopped first.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { writeDump } from '../modules/backup/dump.js';

const usage = 'Usage: npm run backup [-- --out <file>]  (default: DATA_DIR/backups/marquee-backup-<time>.jsonl.gz)';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // By default beside the store, in the one folder the server's user can always write (in the
  // image, /app is root's and DATA_DIR the volume).
  const out = values.out
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
    : path.join(config.dataDir, 'backups', `marquee-backup-${stamp}.jsonl.gz`);
  mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  if (existsSync(out)) throw new Error(`${out} already exists; choose another --out.\n${usage}`);

  let unlock = async () => {};
  if (!config.databaseUrl) {
    if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new Error(`DATA_DIR ${config.dataDir} holds no Marquee database: nothing to back up.`);
    }
    try {
      unlock = await lockDataDir(config.dataDir);
    } catch (error) {
      throw new Error(
        `The store in ${config.dataDir} is open in another process (the server?). A backup of the embedded ` +
          'database needs the server stopped: stop it, run the backup, start it again. (With PostgreSQL, ' +
          'DATABASE_URL, backups run while the store serves.)',
        { cause: error },
      );
    }
  }
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      // Uploads kept in object storage are backed up with the bucket's own tools.
      const media = config.s3 ? 'without-uploads' : 'all';
      const summary = await writeDump(database.db, out, {
        mediaDir: config.mediaDir,
        media,
        snapshot: database.driver === 'postgres',
      });
      console.log(
        `Backup written to ${out}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} media files` +
          (media === 'without-uploads' ? ' (uploads are in object storage, S3_BUCKET, and not in this file)' : '') +
          '.',
      );
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
