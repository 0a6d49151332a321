/**
 * The global search for catalogues beyond the in-memory index's budget, and for a store whose
 * live events cannot reach the index (decisions 071, 083): the products group from PostgreSQL
 * full-text search over expression GIN indexes (migration 0008), the same SQL on PGlite and
 * PostgreSQL; categories, films, pages and tags, small tables, by substring or trigram
 * similarity (search-queries.ts).
 *
 * Bounded work whatever the term: products come in tiers (fulltext-tiers.ts), each read from
 * its index with an unordered LIMIT of candidates and ranked among those; a tier runs only
 * while the group has room. A tier with more hits than it reads shows the best of those it
 * read; with fewer, its order is exact.
 *
 * A GIN index builds the bitmap of every hit before the LIMIT applies, so a term in 80,000
 * titles cost 50 ms whatever the LIMIT. Above SAMPLED_ABOVE products each tier therefore first
 * reads the search sample, a fixed 1-in-SAMPLE_SHARE of the products by hash of their id with
 * partial indexes of its own (migration 0012): when the sample holds enough hits, the full
 * index would only have ranked an arbitrary CANDIDATES of them too (tiered-read.ts).
 *
 * A search sends two to four statements: the small tables (categories, films, pages, the
 * matching tags' ids, each word's typo corrections: search-queries.ts), then the title tiers,
 * the descriptions, and the titles holding some words with the tags, each only while the group
 * has room. The descriptions have a statement of their own: up to some tens of thousands of
 * products their plan is a full read, where the title tiers read their index.
 */
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { queryWords } from './fulltext-query.js';
import { descriptionTier, someWordsTiers, tagTier, titleTiers, type TermQueries } from './fulltext-tiers.js';
import { searchSmallTables, type SmallTableHits } from './search-queries.js';
import { CANDIDATES, readTiers, SAMPLE_SHARE, type Hit, type Tier } from './tiered-read.js';

export { CANDIDATES, SAMPLE_SHARE };

/**
 * Catalogues up to this many live products are searched without the sample: a full read there
 * builds a bitmap of at most this many entries, cheaper than a sample read followed, for most
 * terms, by the full read anyway.
 */
export const SAMPLED_ABOVE = SAMPLE_SHARE * CANDIDATES;

async function searchProducts(
  db: Db,
  queries: TermQueries,
  sample: boolean,
  { corrections, tagIds }: SmallTableHits,
): Promise<Hit[]> {
  if (queries.words.length === 0) return [];
  const statements: Tier[][] = [
    titleTiers(queries, corrections),
    [descriptionTier(queries)],
    [...someWordsTiers(queries, corrections), ...(tagIds.length ? [tagTier(queries, tagIds)] : [])],
  ];
  const found: Hit[] = [];
  for (const tiers of statements) {
    if (found.length >= SEARCH_GROUP_LIMIT) break;
    if (tiers.length) found.push(...(await readTiers(db, tiers, { lang: queries.lang, sample, found })));
  }
  return found;
}

export interface FulltextOptions {
  /** Read the search sample first (the caller knows the catalogue has more than SAMPLED_ABOVE products). */
  sample?: boolean;
}

/** `term` is already trimmed and 2..100 characters long (searchQuerySchema). */
export async function searchFulltext(
  db: Db,
  term: string,
  lang?: string,
  { sample = true }: FulltextOptions = {},
): Promise<SearchResults> {
  const other = lang && lang !== 'en' ? lang : undefined;
  const queries = { term, lang: other, words: queryWords(term) };
  const small = await searchSmallTables(db, term, containsPattern(term), other, queries.words);
  const { categories, films, pages } = small;
  return { products: await searchProducts(db, queries, sample, small), categories, films, pages };
}
