/**
 * The products group's tiers (decision 071; those of titles holding some words from decision
 * 083), in the order a shopper sees them, as the in-memory index of decision 034 ranked them:
 * titles holding every word (a prefix match first); titles holding every word once typos are
 * corrected through the title dictionary; descriptions holding the term; titles holding all
 * words but one, then any (most words first); products carrying a matching tag.
 *
 * Query texts are parsed once per statement (`(select to_tsquery(…))`): a filter calls a query
 * function again for every row it tests, and an unanalyzed small catalogue is filtered row by
 * row (PGlite never runs autovacuum's ANALYZE).
 */
import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT } from '@marquee/contracts';
import { productTagAssignments, products } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  allButOneOf,
  allOf,
  anyOf,
  correctedWordQueries,
  correctedTerm,
  corrects,
  englishWordQueries,
  hebrewWordQueries,
  heldWordPatterns,
  type WordCorrections,
} from './fulltext-query.js';
import { englishVector, hebrewVector } from './fulltext-vectors.js';
import { textArray } from './text-array.js';
import { CANDIDATES, type Tier } from './tiered-read.js';

/**
 * Rows the description and tag tiers read at most: they rank by title (tags by its similarity
 * first) whatever they read, where a match says little, so reading more only costs more
 * (1,000 tagged products took 10 ms on PGlite).
 */
const SECONDARY_CANDIDATES = 100;
/**
 * Titles starting with the term read at most, unordered like every tier's read (an index scan
 * yields them in lowercased title order, the ranking's last key): each is parsed to test it and
 * ranked by ts_rank or word similarity, 20 to 60 microseconds a title on a busy machine (100
 * took 7 ms), and titles starting with the same words rank nearly alike.
 */
const PREFIX_CANDIDATES = 30;
/**
 * Where a product carrying a matching tag ranks: as a title this similar to the term, or its
 * title's own similarity if higher (the in-memory index scored a tag hit so).
 */
const TAG_HIT_SIMILARITY = 0.4;

export interface TermQueries {
  term: string;
  /** The translation shown and searched besides English ('he' adds Hebrew titles and descriptions). */
  lang: string | undefined;
  words: string[];
}

const english = (text: string) => sql`(select to_tsquery('english', ${text}))`;
const simple = (text: string) => sql`(select to_tsquery('simple', ${text}))`;

const shownTitle = (lang: string | undefined) =>
  lang ? sql`coalesce(c.translations->${lang}->>'title', c.title)` : sql`c.title`;

/** Titles whose English words, or with 'he' Hebrew ones, match. */
function titlesMatching(lang: string | undefined, englishText: string, localText: string): SQL {
  return or(
    sql`${englishVector(products.title)} @@ ${english(englishText)}`,
    lang === 'he' ? sql`${hebrewVector(products.translations, 'title')} @@ ${simple(localText)}` : undefined,
  )!;
}

/**
 * English titles starting with `start` that match `query`: read from a btree of lowercased
 * titles (migration 0016) in its order, so the read stops after PREFIX_CANDIDATES wherever they
 * are in the catalogue ('vintage nebula drift mug' starts 220 of 1,000,000 titles: 0.1 ms,
 * where intersecting its words' postings took 5 ms). The tsquery is tested on the few read,
 * not used to read.
 */
function titlesStartingTier(name: string, start: string, query: string, rank: SQL[]): Tier {
  return {
    name,
    where: sql`lower(${products.title}) like ${containsPattern(start.toLowerCase()).slice(1)}`,
    among: () => sql`${englishVector(sql`c.title`)} @@ ${english(query)}`,
    rank,
    candidates: PREFIX_CANDIDATES,
    sampleFirst: false,
  };
}

/**
 * Titles holding every word, those starting with the term first, then those starting with the
 * corrected term (English stems forgive some typos: 'saltwate' holds as 'saltwater' does);
 * then, when a word has a correction, titles holding every word or its correction, those
 * starting with the corrected term first. A translation's title is not in the btree: with a
 * language, the titles tier ranks its titles starting with the term first by itself.
 */
export function titleTiers({ term, lang, words }: TermQueries, corrections: WordCorrections[]): Tier[] {
  const typed = allOf(englishWordQueries(words, corrections));
  const corrected = allOf(correctedWordQueries(words, corrections));
  const typedRank = desc(sql`ts_rank(${englishVector(sql`c.title`)}, ${english(typed)})`);
  const correctedRank = desc(sql`word_similarity(${term}, ${shownTitle(lang)})`);
  const correctedStart = correctedTerm(term, words, corrections);
  return [
    ...(lang ? [] : [titlesStartingTier('title_starts', term, typed, [typedRank])]),
    ...(lang || !correctedStart
      ? []
      : [titlesStartingTier('title_starts_corrected', correctedStart, typed, [typedRank])]),
    {
      name: 'titles',
      where: titlesMatching(lang, typed, allOf(hebrewWordQueries(words))),
      rank: [desc(sql`${shownTitle(lang)} ilike ${containsPattern(term).slice(1)}`), typedRank],
      candidates: CANDIDATES,
      sampleFirst: true,
    },
    ...(corrects(words, corrections)
      ? [
          ...(lang || !correctedStart
            ? []
            : [titlesStartingTier('corrected_title_starts', correctedStart, corrected, [correctedRank])]),
          {
            name: 'corrected_titles',
            where: titlesMatching(lang, corrected, corrected),
            rank: [correctedRank],
            candidates: CANDIDATES,
            sampleFirst: true,
          },
        ]
      : []),
  ];
}

/** English descriptions holding the term (by substring, on their trigram index), Hebrew ones its words. */
export function descriptionTier({ term, lang, words }: TermQueries): Tier {
  return {
    name: 'descriptions',
    where: or(
      sql`${products.description} ilike ${containsPattern(term)}`,
      lang === 'he'
        ? sql`${hebrewVector(products.translations, 'description')} @@ ${simple(allOf(hebrewWordQueries(words)))}`
        : undefined,
    )!,
    rank: [],
    candidates: SECONDARY_CANDIDATES,
    sampleFirst: true,
  };
}

/**
 * Titles holding some of two or more words, or their corrections ('retro poster' finds the
 * posters; the in-memory index found them by trigram similarity): of three or more, first
 * those holding all but one, closest to the term first; then any, most words first. Most
 * terms stop at the first: holding any of four common words, 2,500 of 10,000 titles were
 * candidates, 11 ms to read and rank. The similarity, some 10 to 25 microseconds a title, is
 * computed only for titles holding as many words as the best ten.
 */
export function someWordsTiers({ term, lang, words }: TermQueries, corrections: WordCorrections[]): Tier[] {
  if (words.length < 2) return [];
  const operands = correctedWordQueries(words, corrections);
  const local = hebrewWordQueries(words);
  const closest = desc(sql`word_similarity(${term}, ${shownTitle(lang)})`);
  const titles = lang
    ? sql`${products.title} || ' ' || coalesce(${products.translations}->${lang}->>'title', '')`
    : sql`${products.title}`;
  const patterns = textArray(heldWordPatterns(words, corrections));
  const anyWord: Tier = {
    name: 'some_words',
    where: titlesMatching(lang, anyOf(operands), anyOf(local)),
    columns: sql`(select count(*) from unnest(${patterns}) as p where ${titles} ~* p) as held`,
    among: (candidates) =>
      sql`c.held >= (select min(held) from (select held from ${candidates} order by held desc limit ${SEARCH_GROUP_LIMIT}) best)`,
    rank: [desc(sql`c.held`), closest],
    candidates: CANDIDATES,
    sampleFirst: true,
  };
  if (words.length < 3) return [anyWord];
  const allButOne: Tier = {
    name: 'all_but_one_word',
    where: titlesMatching(lang, allButOneOf(operands), allButOneOf(local)),
    rank: [closest],
    candidates: CANDIDATES,
    sampleFirst: true,
  };
  return [allButOne, anyWord];
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
