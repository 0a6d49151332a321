/**
 * The SQL form of the global search, used when the in-memory index (search-index.ts) is off:
 * no live-event source, or a catalogue beyond its size limit.
 *
 * Global search (SF-SRCH-04..06): products, categories, active films and published custom
 * pages, at most 10 each, ordered by relevance. A substring match (ILIKE) always counts;
 * pg_trgm's word similarity (`<%`, served by the trigram GIN indexes) adds typo tolerance,
 * so 'nebla' still finds 'Nebula Drift'.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import {
  categories,
  customPages,
  films,
  productImages,
  productTagAssignments,
  productTags,
  products,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { WORD_SIMILARITY_THRESHOLD } from './trigram.js';
import { liveProduct } from '../catalog/live-products.js';

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

async function searchProducts(db: Db, term: string, pattern: string, lang: string | undefined) {
  // Tags are few; their matching ids are found first, then products through the tag index.
  const matchingTags = db
    .select({ id: productTags.id })
    .from(productTags)
    .where(matches(productTags.name, term, pattern));
  const taggedProducts = db
    .select({ id: productTagAssignments.productId })
    .from(productTagAssignments)
    .where(inArray(productTagAssignments.tagId, matchingTags));
  // A tag hit ranks below any title hit, fuzzy ones included (their floor is the threshold).
  const score = sql<number>`greatest(${relevance(products.title, term, pattern)}, 0.5 * ${relevance(products.description, term, pattern)}, case when ${inArray(products.id, taggedProducts)} then 0.4 else 0 end)`;

  const rows = await db
    .select({
      id: products.id,
      title: sql<string>`coalesce(${translated(products.translations, lang, 'title')}, ${products.title})`,
      priceCents: products.priceCents,
    })
    .from(products)
    .where(
      and(
        liveProduct,
        or(
          matches(products.title, term, pattern),
          // Descriptions by substring only: typo matches in long prose were mostly noise.
          sql`${products.description} ilike ${pattern}`,
          inArray(products.id, taggedProducts),
          // Translations have no trigram index (jsonb): substring matches only here.
          sql`${translated(products.translations, lang, 'title')} ilike ${pattern}`,
          sql`${translated(products.translations, lang, 'description')} ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(score), asc(products.title), asc(products.id))
    .limit(SEARCH_GROUP_LIMIT);
  return withImages(db, rows);
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

/** `term` is already trimmed and 2..100 characters long (searchQuerySchema). */
export async function search(db: Db, term: string, lang?: string): Promise<SearchResults> {
  const other = lang && lang !== 'en' ? lang : undefined;
  const pattern = containsPattern(term);
  // `set local` scopes the threshold to this transaction, so the indexed `<%` operator
  // uses it without changing the setting for any other query on the connection.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
    const t = tx as unknown as Db;
    // Sequential: a transaction holds one connection.
    const productHits = await searchProducts(t, term, pattern, other);
    const categoryHits = await searchCategories(t, term, pattern, other);
    const filmHits = await searchFilms(t, term, pattern, other);
    const pageHits = await searchPages(t, term, pattern);
    return { products: productHits, categories: categoryHits, films: filmHits, pages: pageHits };
  });
}
