/**
 * Column helpers shared by the schema files. Not re-exported from index.ts: these are
 * building blocks, not tables.
 */
import { type SQL, sql } from 'drizzle-orm';
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Identity primary key for catalogue and content rows. */
export const identityId = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`, refreshed by Drizzle on every update. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A nullable `timestamptz`. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** `column IN ('a', 'b', ...)` with the values inlined (CHECK constraints cannot take parameters). */
export function inList(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}
