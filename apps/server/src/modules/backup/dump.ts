/**
 * `npm run backup` (decision 104): the whole store in one gzip'd file of JSON lines, the same on
 * PGlite and PostgreSQL, so a dump of one loads into the other.
 *
 * Each line is either a row of the current table (a JSON object, written as the database
 * renders it and never parsed on the way back, so no number loses digits) or a record (a JSON
 * array `[kind, payload]`):
 *   ["marquee-backup", header]         first line: format version, migration, time, tables, media
 *   ["table", {name}]                  then its rows, in primary-key order
 *   ["table-end", {name, rows}]
 *   ["file", {path, bytes}]            a media file, its bytes in ["chunk", base64] lines
 *   ["end", {tables, rows, files}]     last line: a dump without it is incomplete
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { appliedMigration, listTables, type TableInfo } from './tables.js';

/** media/storage.ts' UPLOADS_FOLDER (the media module is staff-only code, not imported here). */
const UPLOADS_FOLDER = 'uploads';

export const DUMP_FORMAT = 'marquee-backup';
export const DUMP_VERSION = 1;

/** What the media folder contributes: all of it, all but the uploads (they are in object storage), or nothing. */
export type MediaInDump = 'all' | 'without-uploads' | 'none';

export interface DumpHeader {
  version: number;
  migration: string;
  createdAt: string;
  tables: { name: string; columns: string[] }[];
  media: MediaInDump;
}

export interface DumpSummary {
  tables: number;
  rows: number;
  files: number;
}

export interface WriteDumpOptions {
  /** DATA_DIR/media; files under it go into the dump as `media` says. */
  mediaDir?: string;
  media?: MediaInDump;
  /** Rows read per query (the tests make it small to page through several batches). */
  batchRows?: number;
  /** Read every table in one read-only snapshot (PostgreSQL, which keeps serving; PGlite's store is stopped). */
  snapshot?: boolean;
  now?: Date;
}

const CHUNK_BYTES = 768 * 1024;

const quote = (name: string) => sql.identifier(name);
const columnList = (names: string[]) =>
  sql.join(
    names.map((name) => quote(name)),
    sql`, `,
  );

/** One page of a table, after the key `after` (keyset paging: no OFFSET, no table held in memory). */
function pageQuery(table: TableInfo, after: string[] | null, limit: number): SQL {
  const keys = columnList(table.key.map((k) => k.name));
  const where = after
    ? sql`where (${keys}) > (${sql.join(
        table.key.map((k, i) => sql`cast(${after[i]} as ${sql.raw(k.type)})`),
        sql`, `,
      )})`
    : sql``;
  const keyTexts = sql.join(
    table.key.map((k, i) => sql`r.${quote(k.name)}::text as ${quote(`k${i}`)}`),
    sql`, `,
  );
  return sql`select to_json(r)::text as "row", ${keyTexts}
    from (select ${columnList(table.columns)} from ${quote(table.name)} ${where} order by ${keys} limit ${limit}) r`;
}

/** Files under `dir`, as paths relative to `base` with forward slashes; `skip` names relative folders left out. */
async function listFiles(base: string, dir = base, skip: string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(base, full).split(path.sep).join('/');
    // Files being written by the upload route (`.key.part`) are not media yet.
    if (entry.name.startsWith('.') || skip.includes(relative)) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(base, full, skip)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Writes the dump to `file` (through `file.part`, renamed at the end: a failed backup leaves no
 * file that looks whole). Reads each table in pages by primary key.
 */
export async function writeDump(db: Db, file: string, options: WriteDumpOptions = {}): Promise<DumpSummary> {
  const migration = await appliedMigration(db);
  if (!migration)
    throw new Error('The database holds no Marquee store (no migration was ever applied): nothing to back up.');
  const tables = await listTables(db);
  const media = options.mediaDir ? (options.media ?? 'all') : 'none';
  const batchRows = options.batchRows ?? 2000;
  const header: DumpHeader = {
    version: DUMP_VERSION,
    migration,
    createdAt: (options.now ?? new Date()).toISOString(),
    tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
    media,
  };

  const partial = `${file}.part`;
  const gzip = createGzip();
  // The dump holds password hashes and session tokens: readable by its owner only.
  const output = createWriteStream(partial, { mode: 0o600 });
  // pipeline passes a write error (a full disk) back to gzip and to `written`, which each wait
  // below races, so a failed backup ends with its error and leaves no partial file.
  const written = pipeline(gzip, output);
  written.catch(() => undefined);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const record = (kind: string, payload: unknown) => write(JSON.stringify([kind, payload]));

  try {
    const summary: DumpSummary = { tables: tables.length, rows: 0, files: 0 };
    await record(DUMP_FORMAT, header);
    const readTables = async (tx: Pick<Db, 'execute'>) => {
      for (const table of tables) {
        await record('table', { name: table.name });
        let rows = 0;
        let after: string[] | null = null;
        for (;;) {
          const page: Record<string, string>[] = await executeRows<Record<string, string>>(
            tx,
            pageQuery(table, after, batchRows),
          );
          for (const row of page) await write(row.row!);
          rows += page.length;
          if (page.length < batchRows) break;
          const last: Record<string, string> = page.at(-1)!;
          after = table.key.map((_, i) => last[`k${i}`]!);
        }
        await record('table-end', { name: table.name, rows });
        summary.rows += rows;
      }
    };
    if (options.snapshot) {
      // One snapshot: the store keeps serving, and an order placed meanwhile is in the dump with
      // its lines or not at all.
      await db.transaction(
        async (tx) => {
          await tx.execute(sql`set local statement_timeout = 0`);
          await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
          await readTables(tx);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    } else {
      await readTables(db);
    }
    if (options.mediaDir && media !== 'none') {
      const skip = media === 'without-uploads' ? [UPLOADS_FOLDER] : [];
      for (const relative of await listFiles(options.mediaDir, options.mediaDir, skip)) {
        const full = path.join(options.mediaDir, ...relative.split('/'));
        await record('file', { path: relative, bytes: (await stat(full)).size });
        for await (const chunk of createReadStream(full, { highWaterMark: CHUNK_BYTES })) {
          await record('chunk', (chunk as Buffer).toString('base64'));
        }
        summary.files += 1;
      }
    }
    await record('end', summary);
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
