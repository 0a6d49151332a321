/**
 * What a backup holds, read from the database's own catalogue rather than a list kept by hand:
 * a table added by a migration is in the next dump without anyone remembering to add it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { migrationsFolder } from '../../db/migrate.js';

export interface TableInfo {
  name: string;
  /** Stored columns in their order (generated columns are left to the database). */
  columns: string[];
  /** The primary key's columns and their SQL types: the dump pages through the table by it. */
  key: { name: string; type: string }[];
  /** Identity columns: their sequences continue after the restored rows. */
  identity: string[];
  /** A `generated always` identity column needs OVERRIDING SYSTEM VALUE to take the dumped ids. */
  alwaysIdentity: boolean;
  /** The table has triggers of its own (the listing and totals tables they keep are dumped as they are). */
  hasTriggers: boolean;
}

interface CatalogueRow {
  name: string;
  columns: string[];
  key: { name: string; type: string }[] | null;
  identity: string[];
  always: boolean;
  triggers: boolean;
  parents: string[];
}

/** The store's tables (schema `public`), parents before the tables whose foreign keys point at them. */
export async function listTables(db: Pick<Db, 'execute'>): Promise<TableInfo[]> {
  const rows = await executeRows<CatalogueRow>(
    db,
    sql`
      select c.relname as name,
        array(select a.attname::text from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          order by a.attnum) as columns,
        (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by k.ord)
          from pg_constraint p, unnest(p.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
          where p.conrelid = c.oid and p.contype = 'p') as key,
        array(select a.attname::text from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and a.attidentity <> '' order by a.attnum) as identity,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as always,
        exists (select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as triggers,
        array(select distinct r.relname::text from pg_constraint f join pg_class r on r.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (row: CatalogueRow, path: string[]) => {
    if (placed.has(row.name)) return;
    if (path.includes(row.name)) throw new Error(`Foreign keys form a cycle: ${[...path, row.name].join(' -> ')}`);
    for (const parent of row.parents) {
      const parentRow = byName.get(parent);
      if (parentRow) place(parentRow, [...path, row.name]);
    }
    if (!row.key) throw new Error(`Table ${row.name} has no primary key: a backup cannot page through it`);
    placed.add(row.name);
    ordered.push({
      name: row.name,
      columns: row.columns,
      key: row.key,
      identity: row.identity,
      alwaysIdentity: row.always,
      hasTriggers: row.triggers,
    });
  };
  for (const row of rows) place(row, []);
  return ordered;
}

interface JournalEntry {
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The newest migration this build knows (drizzle's tag, e.g. `0019_reviews_list_and_pending_subscribers`). */
export function latestMigration(): string {
  const last = journal().at(-1);
  if (!last) throw new Error(`No migrations in ${migrationsFolder}`);
  return last.tag;
}

/**
 * The newest migration applied to the database, by the tag this build gives it; a database
 * migrated by a newer build shows as `unknown (applied at <millis>)`. Null when none ran.
 */
export async function appliedMigration(db: Pick<Db, 'execute'>): Promise<string | null> {
  const [table] = await executeRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [row] = await executeRows<{ when: string }>(
    db,
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) return null;
  return journal().find((entry) => String(entry.when) === row.when)?.tag ?? `unknown (applied at ${row.when})`;
}
