/**
 * The global search's small groups (SF-SRCH-04..06): categories, active films and published
 * custom pages, at most 10 each, ordered by relevance; and the products' images. A substring
 * match (ILIKE) always counts; pg_trgm's word similarity (`<%`) adds typo tolerance, so
 * 'nebla' still finds 'Nebula Drift'. Tags are matched the same way (fulltext-search.ts).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { categories, customPages, films, productImages } from '../../db/schema/index.js';

/**
 * How close a word must be to count as a typo of the search term (`<%`, set for the search's
 * transaction). pg_trgm's default (0.6) misses a single dropped letter in a short word ('nebla'
 * vs 'nebula' scores 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** A column matches by substring or by trigram word similarity (both use the GIN index). */
export function matches(column: SQLWrapper, term: string, pattern: string): SQL {
  return sql`(${column} ilike ${pattern} or ${term} <% ${column})`;
}

/**
 * Relevance of a column: a prefix match beats a substring match beats a fuzzy one; within
 * each, closer trigram similarity ranks first.
 */
function relevance(column: SQLWrapper, term: string, pattern: string): SQL<number> {
  const prefix = `${pattern.slice(1)}`;
  return sql<number>`(case when ${column} ilike ${prefix} then 2 when ${column} ilike ${pattern} then 1 else 0 end + word_similarity(${term}, ${column}))`;
}

/** A translation of a JSON column (`translations->lang->>key`), or NULL without a language. */
function translated(column: SQLWrapper, lang: string | undefined, key: string): SQL<string | null> {
  return lang ? sql<string | null>`(${column}->${lang}->>${key})` : sql<string | null>`null::text`;
}

/** Each hit with its main image (lowest sort order), all read in one query. */
export async function withImages<T extends { id: number }>(db: Db, rows: T[]) {
  if (rows.length === 0) return [];
  const images = await db
    .selectDistinctOn([productImages.productId])
    .from(productImages)
    .where(
      and(
        inArray(
          productImages.productId,
          rows.map((r) => r.id),
        ),
        eq(productImages.kind, 'image'),
      ),
    )
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  const imageOf = new Map(images.map((i) => [i.productId, i]));
  return rows.map((row) => {
    const image = imageOf.get(row.id);
    return {
      ...row,
      image: image ? { url: image.url, alt: image.alt, width: image.width ?? 800, height: image.height ?? 800 } : null,
    };
  });
}

export function searchCategories(db: Db, term: string, pattern: string, lang: string | undefined) {
  return db
    .select({ id: categories.id, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(
      or(
        matches(categories.name, term, pattern),
        sql`${translated(categories.translations, lang, 'name')} ilike ${pattern}`,
      ),
    )
    .orderBy(desc(relevance(categories.name, term, pattern)), asc(categories.name))
    .limit(SEARCH_GROUP_LIMIT);
}

export function searchFilms(db: Db, term: string, pattern: string, lang: string | undefined) {
  return db
    .select({ id: films.id, title: films.title, posterUrl: films.posterUrl, translations: films.translations })
    .from(films)
    .where(
      and(
        eq(films.isActive, true),
        or(matches(films.title, term, pattern), sql`${translated(films.translations, lang, 'title')} ilike ${pattern}`),
      ),
    )
    .orderBy(desc(relevance(films.title, term, pattern)), asc(films.title))
    .limit(SEARCH_GROUP_LIMIT);
}

export function searchPages(db: Db, term: string, pattern: string) {
  return db
    .select({ id: customPages.id, title: customPages.title, slug: customPages.slug })
    .from(customPages)
    .where(
      and(
        eq(customPages.isPublished, true),
        or(matches(customPages.title, term, pattern), sql`${customPages.description} ilike ${pattern}`),
      ),
    )
    .orderBy(desc(relevance(customPages.title, term, pattern)), asc(customPages.title))
    .limit(SEARCH_GROUP_LIMIT);
}
