/**
 * The per-field scores of the in-memory search, as SQL computes them (search-queries.ts:
 * `relevance()` = prefix 2 / substring 1 / fuzzy 0, plus word_similarity),
 * and the cheap upper bound of a similarity that lets search-index.ts skip most of them.
 */
import type { SpanSimilarities } from './span-similarities.js';
import { type TrigramIds, WORD_SIMILARITY_THRESHOLD } from './trigram.js';

/** One searchable text: lower-cased once, its trigrams as ids (pg_trgm order, duplicates kept). */
export class Field {
  readonly lower: string;
  constructor(
    readonly text: string,
    readonly trigrams: Int32Array,
  ) {
    this.lower = text.toLowerCase();
  }
}

export interface Query {
  ids: TrigramIds;
  lower: string;
  /** Query trigram flags by id, for the allocation-free similarity. */
  found: Uint8Array;
  /** This query's similarities, each distinct one computed once. */
  similarities: SpanSimilarities;
  /** Ids of the query's trigrams that occur in some indexed text. */
  known: Set<number>;
  /** All distinct trigrams of the query (pg_trgm's denominator). */
  size: number;
  /** Shared trigrams a text needs to possibly reach the threshold. */
  needed: number;
}

// pg_trgm answers in float4: 9/20 is 0.44999999 there and misses the 0.45 threshold, so here too.
export const similarity = (f: Field, q: Query) => Math.fround(q.similarities.of(f.trigrams));

/** How many distinct trigrams `f` shares with the query (one pass, no allocation). */
export const sharedTrigrams = (f: Field, q: Query) => q.ids.sharedCount(q.found, f.trigrams);

/**
 * At least `similarity(f, q)` when f shares `shared` distinct trigrams with the query:
 * word_similarity is count / (|Q| + |extent| - count) with count <= shared and
 * |extent| >= count, so it never exceeds shared / |Q| (and fround keeps the order).
 */
export const similarityCeiling = (shared: number, q: Query) => (q.size === 0 ? 0 : Math.fround(shared / q.size));

/** Rank points of a substring hit: at the start 2, elsewhere 1, none 0. */
export const positionBonus = (position: number) => (position === 0 ? 2 : position > 0 ? 1 : 0);

/** Relevance of a field as search-queries.ts computes it; -1 when it does not match. */
export function relevance(f: Field | null, q: Query, candidate: boolean): number {
  if (!f) return -1;
  const position = f.lower.indexOf(q.lower);
  if (position < 0 && !candidate) return -1;
  const score = similarity(f, q);
  if (position >= 0) return positionBonus(position) + score;
  return score >= WORD_SIMILARITY_THRESHOLD ? score : -1;
}

export const byScoreThenText = <T extends { score: number; sortText: string; id: number }>(a: T, b: T) =>
  b.score - a.score || (a.sortText < b.sortText ? -1 : a.sortText > b.sortText ? 1 : 0) || a.id - b.id;
