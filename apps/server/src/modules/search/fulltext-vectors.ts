/**
 * The text-search vectors of a product, exactly as migration 0008 indexes them: PostgreSQL
 * uses an expression index only for the identical expression, so these are the one copy the
 * queries use.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export const englishVector = (text: SQLWrapper): SQL => sql`to_tsvector('english'::regconfig, ${text})`;

/** A Hebrew translation (`translations->'he'->>key`) in the 'simple' configuration. */
export const hebrewVector = (translations: SQLWrapper, key: 'title' | 'description'): SQL =>
  sql`to_tsvector('simple'::regconfig, coalesce(${translations}->'he'->>${sql.raw(`'${key}'`)}, ''))`;
