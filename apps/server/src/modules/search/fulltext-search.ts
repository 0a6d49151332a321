/**
 * The global search (decision 083; tiers and sample from decision 071): the products group
 * from PostgreSQL full-text search over expression GIN indexes (migration 0008), the same SQL
 * on PGlite and PostgreSQL at any catalogue size; categories, films and pages, small tables,
 * from the trigram SQL of search-queries.ts.
 *
 * Bounded work whatever the term: products come in tiers (title hits, corrected title hits,
 * description hits, tag hits), each read from its index with an unordered LIMIT of
 * CANDIDATES rows (UNRANKED_CANDIDATES for the tiers shown by title) and ranked among those;
 * a tier runs only while the group has room.
 * A tier with more hits than CANDIDATES shows the best of the first CANDIDATES it reads;
 * with fewer, its order is exact.
 *
 * A GIN index builds the bitmap of every hit before the LIMIT applies, so a term in 80,000
 * titles cost 50 ms whatever the LIMIT. Each tier therefore first reads the search sample, a
 * fixed 1-in-SAMPLE_SHARE of the products by hash of their id with partial indexes of its own
 * (migration 0012). When the sample holds SAMPLE_ENOUGH hits the term has about CANDIDATES
 * hits or more in all, so the full index would only have ranked an arbitrary CANDIDATES of
 * them too: the tier ranks the sample's instead, at a 32nd of the cost. Rarer terms read the
 * full index as before, where their bitmaps are small (decision 071).
 */
import { and, asc, desc, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { productTagAssignments, productTags, products } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { liveProduct } from '../catalog/live-products.js';
import { correctedQueryText, englishQueryText, hebrewQueryText, queryWords } from './fulltext-query.js';
import { englishVector, hebrewVector } from './fulltext-vectors.js';
import {
  matches,
  searchCategories,
  searchFilms,
  searchPages,
  withImages,
  WORD_SIMILARITY_THRESHOLD,
} from './search-queries.js';

/** Rows a tier reads at most: ranking 1,000 short titles costs a few milliseconds. */
export const CANDIDATES = 1000;
/**
 * Rows an unranked tier (descriptions, tags) reads at most: it shows the first by title of
 * whatever it read, so reading more only costs more (1,000 tagged products took 10 ms on PGlite).
 */
export const UNRANKED_CANDIDATES = 100;
/** The search sample is the products whose id hashes to 0 modulo this (migration 0012's partial indexes). */
export const SAMPLE_SHARE = 32;
/**
 * Catalogues up to this many live products are searched without the sample: a full read there
 * builds a bitmap of at most this many entries, cheaper than a sample read followed, for most
 * terms, by the full read anyway (three queries a term fewer on PGlite at 10,000 products).
 */
export const SAMPLED_ABOVE = SAMPLE_SHARE * CANDIDATES;
/** Sample hits that stand for about CANDIDATES hits in all. */
const SAMPLE_ENOUGH = CANDIDATES / SAMPLE_SHARE;
/** The sample's rows a tier ranks at most. */
const SAMPLE_CANDIDATES = 300;
/** Exactly the partial indexes' predicate (with liveProduct), so the planner can use them. */
const inSample = sql`(hashint4(${products.id}) & ${sql.raw(String(SAMPLE_SHARE - 1))}) = 0`;
/** Dictionary lexemes tried in place of a word with a typo. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm similarity a correction needs (its default; 0.3 lets one wrong letter in five through). */
const CORRECTION_SIMILARITY = 0.3;

/** Whether the catalogue has more than SAMPLED_ABOVE live products (reads at most one row past it). */
export async function readsSample(db: Db): Promise<boolean> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(liveProduct)
      .limit(SAMPLED_ABOVE + 1)
      .as('live'),
  );
  return (counted?.total ?? 0) > SAMPLED_ABOVE;
}

interface Hit {
  id: number;
  title: string;
  priceCents: number;
}

interface Tier {
  /** Which products the tier holds (an indexed condition). */
  where: SQL;
  /** Most relevant first, among the tier's candidates; none for an unranked tier. */
  rank?: (candidate: typeof products) => SQL[];
  /** Read from the search sample first (the tiers served by a GIN index). */
  sampleFirst: boolean;
}

/** Reads up to `limit` products of a tier, unordered, then ranks them; `candidates` is how many it read. */
async function readCandidates(
  db: Db,
  tier: Tier,
  lang: string | undefined,
  found: Hit[],
  sample: boolean,
): Promise<{ hits: Hit[]; candidates: number }> {
  const candidates = db
    .select({
      id: products.id,
      title: products.title,
      translations: products.translations,
      priceCents: products.priceCents,
    })
    .from(products)
    .where(
      and(
        liveProduct,
        sample ? inSample : undefined,
        tier.where,
        found.length
          ? notInArray(
              products.id,
              found.map((hit) => hit.id),
            )
          : undefined,
      ),
    )
    .limit(Math.min(sample ? SAMPLE_CANDIDATES : CANDIDATES, tier.rank ? CANDIDATES : UNRANKED_CANDIDATES))
    .as('candidates');
  const c = candidates as unknown as typeof products;
  const title = lang
    ? sql<string>`coalesce(${c.translations}->${lang}->>'title', ${c.title})`
    : sql<string>`${c.title}`;
  const rows = await db
    .select({
      id: candidates.id,
      title,
      priceCents: candidates.priceCents,
      // Counted before the LIMIT below: how many candidates were read.
      candidates: sql<number>`(count(*) over ())::int`,
    })
    .from(candidates)
    .orderBy(...(tier.rank?.(c) ?? []), asc(candidates.title), asc(candidates.id))
    .limit(SEARCH_GROUP_LIMIT - found.length);
  return {
    hits: rows.map(({ id, title: shown, priceCents }) => ({ id, title: shown, priceCents })),
    candidates: rows[0]?.candidates ?? 0,
  };
}

/** A tier's best hits: from the search sample when it holds enough, else from the full index. */
async function readTier(db: Db, tier: Tier, lang: string | undefined, found: Hit[], sample: boolean): Promise<Hit[]> {
  if (sample && tier.sampleFirst) {
    const sampled = await readCandidates(db, tier, lang, found, true);
    if (sampled.candidates >= SAMPLE_ENOUGH) return sampled.hits;
  }
  return (await readCandidates(db, tier, lang, found, false)).hits;
}

/** Similar dictionary lexemes of each word (the trigram index of search_lexemes serves `%`). */
async function corrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ word: sql<string>`w.word`, lexeme: sql<string>`l.lexeme` })
    .from(sql`unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) as w(word)`)
    .innerJoin(
      // search_lexemes is kept by migration 0008's triggers; the app never writes it.
      sql`lateral (select lexeme from search_lexemes where lexeme % w.word
        order by similarity(lexeme, w.word) desc, lexeme limit ${CORRECTIONS_PER_WORD}) as l`,
      sql`true`,
    );
  const byWord = new Map<string, string[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row.lexeme]);
  return byWord;
}

async function searchProducts(db: Db, term: string, lang: string | undefined, sample: boolean): Promise<Hit[]> {
  const words = queryWords(term);
  if (words.length === 0) return [];
  const hebrew = lang === 'he';
  const english = sql`to_tsquery('english', ${englishQueryText(words)})`;
  const local = sql`to_tsquery('simple', ${hebrewQueryText(words)})`;
  const prefix = `${containsPattern(term).slice(1)}`;
  const titleOf = (c: typeof products) =>
    lang ? sql`coalesce(${c.translations}->${lang}->>'title', ${c.title})` : sql`${c.title}`;
  const prefixFirst = (c: typeof products) => desc(sql`${titleOf(c)} ilike ${prefix}`);

  const tiers: (() => Promise<Tier | null>)[] = [
    async () => ({
      where: or(
        sql`${englishVector(products.title)} @@ ${english}`,
        hebrew ? sql`${hebrewVector(products.translations, 'title')} @@ ${local}` : undefined,
      )!,
      rank: (c) => [prefixFirst(c), desc(sql`ts_rank(${englishVector(c.title)}, ${english})`)],
      sampleFirst: true,
    }),
    async () => {
      const fixes = await corrections(db, words);
      if (fixes.size === 0) return null;
      const text = correctedQueryText(words, fixes);
      return {
        where: or(
          sql`${englishVector(products.title)} @@ to_tsquery('english', ${text})`,
          hebrew ? sql`${hebrewVector(products.translations, 'title')} @@ to_tsquery('simple', ${text})` : undefined,
        )!,
        rank: (c) => [desc(sql`word_similarity(${term}, ${titleOf(c)})`)],
        sampleFirst: true,
      };
    },
    async () => ({
      // English descriptions by substring on their trigram index.
      where: or(
        sql`${products.description} ilike ${containsPattern(term)}`,
        hebrew ? sql`${hebrewVector(products.translations, 'description')} @@ ${local}` : undefined,
      )!,
      sampleFirst: true,
    }),
    async () => {
      // Tags are few: matched by substring or trigram as in the SQL search, products then
      // reached through the assignment index. The tag ids are read first and sent as values,
      // so the planner sees how many products each tag has: behind a subquery it assumed
      // the average and read all 3,000,000 assignments for a tag of 9 products (0.6 s).
      const tagIds = await db
        .select({ id: productTags.id })
        .from(productTags)
        .where(matches(productTags.name, term, containsPattern(term)));
      if (tagIds.length === 0) return null;
      const tagged = db
        .select({ id: productTagAssignments.productId })
        .from(productTagAssignments)
        .where(
          inArray(
            productTagAssignments.tagId,
            tagIds.map((tag) => tag.id),
          ),
        )
        .limit(UNRANKED_CANDIDATES);
      return { where: inArray(products.id, tagged), sampleFirst: false };
    },
  ];

  const found: Hit[] = [];
  for (const next of tiers) {
    if (found.length >= SEARCH_GROUP_LIMIT) break;
    const tier = await next();
    if (tier) found.push(...(await readTier(db, tier, lang, found, sample)));
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
  const pattern = containsPattern(term);
  return db.transaction(async (tx) => {
    // One statement for both (each is a round trip, about 1 ms on PGlite).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`,
    );
    const t = tx as unknown as Db;
    const productHits = await withImages(t, await searchProducts(t, term, other, sample));
    return {
      products: productHits,
      categories: await searchCategories(t, term, pattern, other),
      films: await searchFilms(t, term, pattern, other),
      pages: await searchPages(t, term, pattern),
    };
  });
}
