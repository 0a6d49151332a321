/**
 * The global search's small tables, all in one statement: categories, active films and
 * published custom pages (SF-SRCH-04..06), at most 10 each, ordered by relevance; the ids of
 * the matching product tags (their products are a tier of fulltext-tiers.ts); and each word's
 * typo corrections from the title dictionary. A substring match (ILIKE) always counts;
 * pg_trgm's word similarity adds typo tolerance, so 'nebla' still finds 'Nebula Drift'. The
 * first four tables hold tens to hundreds of rows: they are read whole.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { categories, customPages, films, productTags } from '../../db/schema/index.js';
import { MIN_PREFIX_LENGTH, type WordCorrections } from './fulltext-query.js';
import { textArray } from './text-array.js';
import { WORD_SIMILARITY_THRESHOLD } from './trigram.js';

/**
 * A column matches by substring or by trigram word similarity. Written out rather than as
 * `term <% column`, whose threshold is a setting a transaction would have to set first (three
 * statements more); compared in float8 as `<%` compares, so 9/20 (0.45 in float4, just
 * below 0.45) misses the threshold as it did.
 */
export function matches(column: SQLWrapper, term: string, pattern: string): SQL {
  return sql`(${column} ilike ${pattern} or word_similarity(${term}, ${column}) >= ${WORD_SIMILARITY_THRESHOLD}::float8)`;
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

/** The best SEARCH_GROUP_LIMIT rows of a table as one JSON array of `fields`, most relevant first. */
function bestAsJson(
  table: SQLWrapper,
  fields: Record<string, SQLWrapper>,
  where: SQL,
  rank: SQL,
  name: SQLWrapper,
): SQL {
  const object = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${key}::text, ${column}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(g.hit order by g.pos), '[]'::json) from (
      select json_build_object(${object}) as hit, row_number() over (order by ${rank} desc, ${name}) as pos
      from ${table} where ${where}
      order by pos limit ${SEARCH_GROUP_LIMIT}
    ) g)`;
}

/** Dictionary lexemes tried in place of a word with a typo. */
const CORRECTIONS_PER_WORD = 3;
/**
 * The dictionary holds words of three letters or more (migration 0008): a shorter word has no
 * typo it could correct, only longer words that look alike ('in' is not 'inch').
 */
const MIN_CORRECTED_LENGTH = 3;

const englishStem = (word: SQL) => sql`coalesce((ts_lexize('english_stem', ${word}))[1], ${word})`;

/**
 * Dictionary words a typed prefix is written out as, at most (fulltext-query.ts): more, and
 * the prefix is matched as a prefix.
 */
const MAX_COMPLETIONS = 32;

/**
 * The dictionary's words starting with the last word, or null: for a short word, a word with
 * a digit (the dictionary holds no numbers), or more than MAX_COMPLETIONS of them. A word of
 * letters and digits holds no LIKE wildcard.
 */
function completions(words: string[]): SQL {
  const last = words.at(-1) ?? '';
  if (last.length < MIN_PREFIX_LENGTH || /\p{N}/u.test(last)) return sql`null::json`;
  return sql`(select case when count(*) > ${MAX_COMPLETIONS} then null else coalesce(json_agg(c.lexeme), '[]'::json) end
    from (select lexeme from search_lexemes where lexeme like ${`${last}%`} limit ${MAX_COMPLETIONS + 1}) c)`;
}

/**
 * Per word, the dictionary lexemes most like it by pg_trgm's `%` (its default similarity 0.3
 * lets one wrong letter in five through), the forms a title may hold it in, and for the last
 * word its completions. search_lexemes is kept by migration 0008's triggers; the app never
 * writes it.
 */
function dictionaryCorrections(words: string[]): SQL {
  return sql`(select coalesce(json_agg(json_build_object('lexemes', l.lexemes, 'forms', l.forms,
      'completions', case when w.ord = ${words.length} then ${completions(words)} end) order by w.ord), '[]'::json)
    from unnest(${textArray(words)}) with ordinality as w(word, ord)
    cross join lateral (
      select coalesce(json_agg(x.lexeme), '[]'::json) as lexemes,
        to_json(array[${englishStem(sql`w.word`)}] || coalesce(array_agg(x.lexeme), '{}')
          || coalesce(array_agg(${englishStem(sql`x.lexeme`)}), '{}')) as forms
      from (
        select lexeme from search_lexemes where lexeme % w.word and length(w.word) >= ${MIN_CORRECTED_LENGTH}
        order by similarity(lexeme, w.word) desc, lexeme limit ${CORRECTIONS_PER_WORD}
      ) x
    ) l)`;
}

export type SmallTableHits = Omit<SearchResults, 'products'> & { tagIds: number[]; corrections: WordCorrections[] };

export async function searchSmallTables(
  db: Db,
  term: string,
  pattern: string,
  lang: string | undefined,
  words: string[],
): Promise<SmallTableHits> {
  const [row] = await executeRows<SmallTableHits>(
    db,
    sql`select ${bestAsJson(
      categories,
      { id: categories.id, name: categories.name, translations: categories.translations },
      or(
        matches(categories.name, term, pattern),
        sql`${translated(categories.translations, lang, 'name')} ilike ${pattern}`,
      )!,
      relevance(categories.name, term, pattern),
      categories.name,
    )} as categories,
    ${bestAsJson(
      films,
      { id: films.id, title: films.title, posterUrl: films.posterUrl, translations: films.translations },
      and(
        eq(films.isActive, true),
        or(matches(films.title, term, pattern), sql`${translated(films.translations, lang, 'title')} ilike ${pattern}`),
      )!,
      relevance(films.title, term, pattern),
      films.title,
    )} as films,
    ${bestAsJson(
      customPages,
      { id: customPages.id, title: customPages.title, slug: customPages.slug },
      and(
        eq(customPages.isPublished, true),
        or(matches(customPages.title, term, pattern), sql`${customPages.description} ilike ${pattern}`),
      )!,
      relevance(customPages.title, term, pattern),
      customPages.title,
    )} as pages,
    (select coalesce(json_agg(${productTags.id}), '[]'::json) from ${productTags}
      where ${matches(productTags.name, term, pattern)}) as "tagIds",
    ${dictionaryCorrections(words)} as corrections`,
  );
  return row!;
}
