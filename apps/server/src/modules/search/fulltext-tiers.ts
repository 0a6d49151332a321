/**
 * The products group's tiers (decision 071; the last two from decision 083), in the order a
 * shopper sees them, as the in-memory index of decision 034 ranked them: titles holding every
 * word (a prefix match first); titles holding every word once typos are corrected through the
 * title dictionary; descriptions holding the term; titles holding some of the words (most
 * words first); products carrying a matching tag.
 */
import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT } from '@marquee/contracts';
import { productTagAssignments, products } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { allOf, anyOf, englishWordQueries, hebrewWordQueries, wordStartPatterns } from './fulltext-query.js';
import { englishVector, hebrewVector } from './fulltext-vectors.js';
import { CANDIDATES, type Prelude, type Tier } from './tiered-read.js';

/**
 * Rows the description and tag tiers read at most: they rank by title (tags by its similarity
 * first) whatever they read, where a match says little, so reading more only costs more
 * (1,000 tagged products took 10 ms on PGlite).
 */
const SECONDARY_CANDIDATES = 100;
/** Dictionary lexemes tried in place of a word with a typo. */
const CORRECTIONS_PER_WORD = 3;
/**
 * The dictionary holds words of three letters or more (migration 0008): a shorter word has no
 * typo it could correct, only longer words that look alike ('in' is not 'inch').
 */
const MIN_CORRECTED_LENGTH = 3;
/**
 * Where a product carrying a matching tag ranks: as a title this similar to the term, or its
 * title's own similarity if higher (the in-memory index scored a tag hit so).
 */
const TAG_HIT_SIMILARITY = 0.4;

/** A `text[]` parameter (an array literal: backslashes and quotes escaped). */
const textArray = (items: string[]) =>
  sql`${`{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;

export interface TermQueries {
  term: string;
  /** The translation shown and searched besides English ('he' adds Hebrew titles and descriptions). */
  lang: string | undefined;
  words: string[];
}

/** A dictionary form as literal regular-expression text: a backslash before each character not a letter or digit. */
const REGEX_SPECIAL = '([^[:alnum:]])';
const REGEX_ESCAPED = '\\\\\\1';

/**
 * Each word as typed or as one of its dictionary corrections (pg_trgm's `%`, its default 0.3
 * similarity: one wrong letter in five), as text-search queries parsed once, here: a filter
 * calls a query function again for every row it tests. `every_word` (English) and
 * `every_word_local` (simple) for the corrected titles; `any_word` and, per word,
 * `each_pattern` for the titles holding some words: a regular expression of the word, its
 * corrections and their stems at a word's start, which a title is tested against in a
 * microsecond where parsing it into a text-search vector took 15 to 50. `corrected` says
 * whether some word has a correction other than itself (else the corrected tier would find
 * nothing new). search_lexemes is kept by migration 0008's triggers; the app never writes it.
 */
function corrections(words: string[]): Prelude {
  // A lexeme as a quoted to_tsquery operand (dictionary lexemes may hold quotes or colons).
  const quoted = sql`'''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''''`;
  const stem = (word: SQL) => sql`coalesce((ts_lexize('english_stem', ${word}))[1], ${word})`;
  return {
    name: 'corrections',
    query: (runs) => sql`
      select to_tsquery('english', string_agg(q, ' & ' order by ord)) as every_word,
        to_tsquery('simple', string_agg(q, ' & ' order by ord)) as every_word_local,
        to_tsquery('english', string_agg(q, ' | ' order by ord)) as any_word,
        array_agg(pattern order by ord) as each_pattern,
        coalesce(bool_or(changed), false) as corrected
      from (
        select w.ord, '(' || w.operand || coalesce(string_agg(' | ' || ${quoted}, ''), '') || ')' as q,
          bool_or(l.lexeme <> w.word) as changed,
          w.start || '(' || (
            select string_agg(distinct regexp_replace(form, ${REGEX_SPECIAL}, ${REGEX_ESCAPED}, 'g'), '|')
            from unnest(array[w.word, ${stem(sql`w.word`)}]
              || array_agg(l.lexeme) filter (where l.lexeme is not null)
              || array_agg(${stem(sql`l.lexeme`)}) filter (where l.lexeme is not null)) as form
          ) || ')' as pattern
        from unnest(${textArray(words)}, ${textArray(englishWordQueries(words))}, ${textArray(wordStartPatterns(words))})
          with ordinality as w(word, operand, start, ord)
        left join lateral (
          select lexeme from search_lexemes where lexeme % w.word and length(w.word) >= ${MIN_CORRECTED_LENGTH}
          order by similarity(lexeme, w.word) desc, lexeme limit ${CORRECTIONS_PER_WORD}
        ) l on true
        where ${runs}
        group by w.ord, w.operand, w.start, w.word
      ) per_word`,
  };
}

const shownTitle = (lang: string | undefined) =>
  lang ? sql`coalesce(c.translations->${lang}->>'title', c.title)` : sql`c.title`;

/** Titles holding every word, then (a tier of their own) every word or its correction. */
export function titleTiers({ term, lang, words }: TermQueries): Tier[] {
  const hebrew = lang === 'he';
  const english = sql`to_tsquery('english', ${allOf(englishWordQueries(words))})`;
  const local = sql`to_tsquery('simple', ${allOf(hebrewWordQueries(words))})`;
  const prefix = containsPattern(term).slice(1);
  return [
    {
      name: 'titles',
      where: or(
        sql`${englishVector(products.title)} @@ ${english}`,
        hebrew ? sql`${hebrewVector(products.translations, 'title')} @@ ${local}` : undefined,
      )!,
      rank: [
        desc(sql`${shownTitle(lang)} ilike ${prefix}`),
        desc(sql`ts_rank(${englishVector(sql`c.title`)}, ${english})`),
      ],
      candidates: CANDIDATES,
      sampleFirst: true,
    },
    {
      name: 'corrected_titles',
      prelude: corrections(words),
      runsIf: sql`(select corrected from corrections)`,
      where: or(
        sql`${englishVector(products.title)} @@ (select every_word from corrections)`,
        hebrew
          ? sql`${hebrewVector(products.translations, 'title')} @@ (select every_word_local from corrections)`
          : undefined,
      )!,
      rank: [desc(sql`word_similarity(${term}, ${shownTitle(lang)})`)],
      candidates: CANDIDATES,
      sampleFirst: true,
    },
  ];
}

/** English descriptions holding the term (by substring, on their trigram index), Hebrew ones its words. */
export function descriptionTier({ term, lang, words }: TermQueries): Tier {
  return {
    name: 'descriptions',
    where: or(
      sql`${products.description} ilike ${containsPattern(term)}`,
      lang === 'he'
        ? sql`${hebrewVector(products.translations, 'description')} @@ to_tsquery('simple', ${allOf(hebrewWordQueries(words))})`
        : undefined,
    )!,
    rank: [],
    candidates: SECONDARY_CANDIDATES,
    sampleFirst: true,
  };
}

/**
 * Titles holding some of two or more words, or their corrections: most words first, then the
 * closest to the term ('retro poster' finds the posters; the in-memory index found them by
 * trigram similarity). The similarity, some 10 to 25 microseconds a title, is computed only
 * for titles holding as many words as the best ten.
 */
export function someWordsTier({ term, lang, words }: TermQueries): Tier {
  const hebrew = lang === 'he';
  const titles = lang
    ? sql`${products.title} || ' ' || coalesce(${products.translations}->${lang}->>'title', '')`
    : sql`${products.title}`;
  return {
    name: 'some_words',
    prelude: corrections(words),
    where: or(
      sql`${englishVector(products.title)} @@ (select any_word from corrections)`,
      hebrew
        ? sql`${hebrewVector(products.translations, 'title')} @@ to_tsquery('simple', ${anyOf(hebrewWordQueries(words))})`
        : undefined,
    )!,
    columns: sql`(select count(*) from unnest((select each_pattern from corrections)) as p where ${titles} ~* p) as held`,
    among: (candidates) =>
      sql`c.held >= (select min(held) from (select held from ${candidates} order by held desc limit ${SEARCH_GROUP_LIMIT}) best)`,
    rank: [desc(sql`c.held`), desc(sql`word_similarity(${term}, ${shownTitle(lang)})`)],
    candidates: CANDIDATES,
    sampleFirst: true,
  };
}

/** Products carrying one of the tags (matched by searchSmallTables), through the assignment index. */
export function tagTier({ term, lang }: TermQueries, tagIds: number[]): Tier {
  return {
    name: 'tags',
    // The tag ids are sent as values, so the planner sees how many products each tag has:
    // behind a subquery it assumed the average and read all 3,000,000 assignments for a tag
    // of 9 products (0.6 s).
    where: sql`${products.id} in (select ${productTagAssignments.productId} from ${productTagAssignments}
      where ${inArray(productTagAssignments.tagId, tagIds)} limit ${SECONDARY_CANDIDATES})`,
    rank: [desc(sql`greatest(word_similarity(${term}, ${shownTitle(lang)}), ${TAG_HIT_SIMILARITY})`)],
    candidates: SECONDARY_CANDIDATES,
    sampleFirst: false,
  };
}
