import { sql, type SQL } from 'drizzle-orm';

/** A `text[]` parameter: an array literal, each item quoted with its backslashes and quotes escaped. */
export const textArray = (items: string[]): SQL =>
  sql`${`{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;
