/**
 * `npm run restore` (decision 104): loads a dump written by dump.ts into a migrated database of
 * the same migration, in one transaction: a damaged or truncated file leaves the target as it
 * was. Media files are written to a folder beside the media folder and moved in only after the
 * transaction committed.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { DUMP_FORMAT, DUMP_VERSION, type DumpHeader, type DumpSummary } from './dump.js';
import { latestMigration, listTables, type TableInfo } from './tables.js';

/** A dump this build cannot load, or a target it must not load into: the message says which and why. */
export class RestoreError extends Error {}

/** Tables whose rows say nothing about the store: opening a database writes them (the session secret's fingerprint). */
const NOT_STORE_DATA = new Set(['server_facts']);

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export interface RestoreOptions {
  /** DATA_DIR/media: where the dump's media files go. */
  mediaDir?: string;
  /** Replace what the target holds instead of refusing a target that is not empty. */
  force?: boolean;
}

/** The dump's lines, one at a time, with their numbers; a gzip error (a cut file) surfaces as a RestoreError. */
async function* readLines(input: Readable): AsyncGenerator<[string, number]> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  let number = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      rest += chunk;
      let newline: number;
      while ((newline = rest.indexOf('\n')) >= 0) {
        yield [rest.slice(0, newline), ++number];
        rest = rest.slice(newline + 1);
      }
    }
  } catch (error) {
    throw new RestoreError(
      `The backup file is damaged or incomplete after line ${number} (${(error as Error).message}).`,
    );
  }
  if (rest !== '') yield [rest, ++number];
}

function parseRecord(line: string, number: number): [string, unknown] {
  try {
    const value: unknown = JSON.parse(line);
    if (Array.isArray(value) && typeof value[0] === 'string') return [value[0], value[1]];
  } catch {
    // reported below
  }
  throw new RestoreError(`The backup file is damaged at line ${number}: not a record this format writes.`);
}

/** Reads the first line: refuses another format, a newer version, or a dump of another migration. */
export async function readHeader(lines: AsyncIterator<[string, number]>): Promise<DumpHeader> {
  const first = await lines.next();
  if (first.done) throw new RestoreError('The backup file is empty.');
  let kind: string;
  let header: DumpHeader;
  try {
    [kind, header] = parseRecord(first.value[0], 1) as [string, DumpHeader];
  } catch {
    throw new RestoreError('This is not a Marquee backup (its first line is not the backup header).');
  }
  if (kind !== DUMP_FORMAT)
    throw new RestoreError('This is not a Marquee backup (its first line is not the backup header).');
  if (header.version !== DUMP_VERSION) {
    throw new RestoreError(
      `The backup is in format version ${header.version}; this build reads version ${DUMP_VERSION}.`,
    );
  }
  const latest = latestMigration();
  if (header.migration !== latest) {
    throw new RestoreError(
      `The backup was taken at migration ${header.migration}; this build's database is at ${latest}. ` +
        'Restore it with the Marquee version that wrote it (then upgrade), or take a new backup with this one.',
    );
  }
  return header;
}

/** Tables of the target that hold rows (store data only). */
export async function nonEmptyTables(db: Pick<Db, 'execute'>, tables: TableInfo[]): Promise<string[]> {
  const used: string[] = [];
  for (const table of tables) {
    if (NOT_STORE_DATA.has(table.name)) continue;
    const [row] = await executeRows<{ used: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as used`,
    );
    if (row?.used) used.push(table.name);
  }
  return used;
}

function sameTables(header: DumpHeader, tables: TableInfo[]): void {
  const describe = (list: { name: string; columns: string[] }[]) =>
    new Map(list.map((t) => [t.name, [...t.columns].sort().join(',')]));
  const dumped = describe(header.tables);
  const target = describe(tables);
  const differing = [...new Set([...dumped.keys(), ...target.keys()])].filter((n) => dumped.get(n) !== target.get(n));
  if (differing.length > 0) {
    throw new RestoreError(`The backup's tables differ from this database's: ${differing.sort().join(', ')}.`);
  }
}

/** A media path from the dump, kept inside the media folder whatever the file says. */
function safeMediaPath(relative: unknown, number: number): string {
  if (typeof relative !== 'string' || relative === '' || relative.startsWith('/') || relative.includes('\\')) {
    throw new RestoreError(`The backup file is damaged at line ${number}: a media file without a valid name.`);
  }
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new RestoreError(`The backup file is damaged at line ${number}: a media file without a valid name.`);
  }
  return path.join(...parts);
}

async function insertRows(tx: Tx, table: TableInfo, rows: string[], firstLine: number): Promise<void> {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const overriding = table.alwaysIdentity ? sql`overriding system value` : sql``;
  try {
    // json_populate_recordset reads each value with its column's own type, from the text the
    // dumping database wrote: the same on PGlite and PostgreSQL.
    await tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns}) ${overriding}
        select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${rows.join(',')}]`}::json)`,
    );
  } catch (error) {
    const last = firstLine + rows.length - 1;
    throw new RestoreError(
      `The backup's rows of ${table.name} (lines ${firstLine}-${last}) could not be loaded: ${(error as Error).message}`,
    );
  }
}

export interface RestoreResult extends DumpSummary {
  header: DumpHeader;
}

/**
 * Loads the dump at `file` into `db`, which must be migrated to this build's latest migration.
 * Refuses a target with store data unless `force`, which replaces it (in the same transaction).
 */
export async function restoreDump(db: Db, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const lines = readLines(createReadStream(file));
  try {
    return await restoreLines(db, lines, options);
  } finally {
    await lines.return(undefined);
  }
}

async function restoreLines(
  db: Db,
  lines: AsyncGenerator<[string, number]>,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const header = await readHeader(lines);
  const tables = await listTables(db);
  sameTables(header, tables);
  const used = await nonEmptyTables(db, tables);
  if (used.length > 0 && !options.force) {
    throw new RestoreError(
      `The target database is not empty (rows in ${used.slice(0, 5).join(', ')}${used.length > 5 ? ', …' : ''}). ` +
        'Restore into an empty data directory or database, or add --force to replace what it holds.',
    );
  }
  const byName = new Map(tables.map((t) => [t.name, t]));
  const staging = options.mediaDir ? await mkdtemp(`${options.mediaDir.replace(/[\\/]+$/, '')}.restoring-`) : undefined;
  const staged: string[] = [];

  try {
    const summary = await db.transaction(async (tx) => {
      // A big store takes minutes: no statement or pause between them may end the transaction (decision 057).
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      // Without --force only the tables that hold no store data can have rows; they come from the dump too.
      const replaced = options.force ? tables : tables.filter((t) => NOT_STORE_DATA.has(t.name));
      await tx.execute(
        sql`truncate table ${sql.join(
          replaced.map((t) => sql.identifier(t.name)),
          sql`, `,
        )} restart identity cascade`,
      );
      // The triggers keep the listing and totals tables; the dump holds those tables as they were.
      for (const table of tables.filter((t) => t.hasTriggers)) {
        await tx.execute(sql`alter table ${sql.identifier(table.name)} disable trigger user`);
      }

      const loaded = new Map<string, number>();
      let table: TableInfo | undefined;
      let batch: string[] = [];
      let batchChars = 0;
      let batchLine = 0;
      let tableRows = 0;
      let file: { path: string; bytes: number; written: number } | undefined;
      let end: DumpSummary | undefined;
      const flush = async () => {
        if (table && batch.length > 0) await insertRows(tx, table, batch, batchLine);
        batch = [];
        batchChars = 0;
      };
      const closeFile = (number: number) => {
        if (file && file.written !== file.bytes) {
          throw new RestoreError(
            `The backup file is damaged at line ${number}: media file ${file.path} is incomplete.`,
          );
        }
        file = undefined;
      };

      for await (const [line, number] of lines) {
        if (end) throw new RestoreError(`The backup file is damaged: line ${number} follows its end.`);
        if (line.startsWith('{')) {
          if (!table) throw new RestoreError(`The backup file is damaged at line ${number}: a row outside a table.`);
          if (batch.length === 0) batchLine = number;
          batch.push(line);
          batchChars += line.length;
          tableRows += 1;
          if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
          continue;
        }
        const [kind, payload] = parseRecord(line, number);
        if (kind === 'table') {
          const name = (payload as { name?: string }).name ?? '';
          table = byName.get(name);
          if (!table) throw new RestoreError(`The backup file is damaged at line ${number}: unknown table ${name}.`);
          tableRows = 0;
        } else if (kind === 'table-end') {
          await flush();
          const { name, rows } = payload as { name: string; rows: number };
          if (!table || name !== table.name || rows !== tableRows) {
            throw new RestoreError(`The backup file is damaged at line ${number}: table ${name} is incomplete.`);
          }
          loaded.set(name, rows);
          table = undefined;
        } else if (kind === 'file') {
          closeFile(number);
          const { path: relative, bytes } = payload as { path: unknown; bytes: number };
          const target = safeMediaPath(relative, number);
          file = { path: target, bytes, written: 0 };
          if (staging) {
            await mkdir(path.dirname(path.join(staging, target)), { recursive: true });
            await writeFile(path.join(staging, target), '');
            staged.push(target);
          }
        } else if (kind === 'chunk') {
          if (!file) throw new RestoreError(`The backup file is damaged at line ${number}: file data outside a file.`);
          const bytes = Buffer.from(String(payload), 'base64');
          file.written += bytes.length;
          if (staging) await appendFile(path.join(staging, file.path), bytes);
        } else if (kind === 'end') {
          closeFile(number);
          end = payload as DumpSummary;
        } else {
          throw new RestoreError(`The backup file is damaged at line ${number}: unknown record "${kind}".`);
        }
      }
      if (!end || table) {
        throw new RestoreError('The backup file is incomplete: it ends before its last line. Nothing was restored.');
      }
      const missing = tables.filter((t) => !loaded.has(t.name)).map((t) => t.name);
      if (missing.length > 0) throw new RestoreError(`The backup file has no rows section for ${missing.join(', ')}.`);

      for (const table of tables.filter((t) => t.hasTriggers)) {
        await tx.execute(sql`alter table ${sql.identifier(table.name)} enable trigger user`);
      }
      // The next row of each table gets an id after the restored ones, not a duplicate key.
      for (const table of tables) {
        for (const column of table.identity) {
          await tx.execute(
            sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false)
              from ${sql.identifier(table.name)}`,
          );
        }
      }
      return end;
    });

    if (staging && options.mediaDir) {
      for (const relative of staged) {
        const target = path.join(options.mediaDir, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(path.join(staging, relative), target);
      }
    }
    return { ...summary, header };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The restore failed and nothing was restored: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}
