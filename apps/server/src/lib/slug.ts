import { eq, like, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customPageSlug } from '@marquee/contracts';
import type { Executor } from '../db/client.js';

/**
 * A slug of at most 80 characters, made as a custom page's (customPageSlug: accents dropped,
 * lower case, each other run of characters one hyphen), or `fallback` when the text has no
 * Latin letter or digit.
 */
export function shortSlug(text: string, fallback: string): string {
  return customPageSlug(text).slice(0, 80).replace(/-+$/, '') || fallback;
}

/** `base`, or the first of `base-2`, `base-3`... that no row holds in `column` (a unique slug column). */
export async function freeSlug(db: Executor, column: PgColumn, base: string): Promise<string> {
  const rows = await db
    .select({ slug: column })
    .from(column.table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
