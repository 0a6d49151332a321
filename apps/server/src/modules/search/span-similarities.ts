import type { TrigramIds } from './trigram.js';

interface Entry {
  target: Int32Array;
  first: number;
  last: number;
  value: number;
}

/**
 * word_similarity() of one query against many texts, each distinct computation done once.
 *
 * Why: the similarity depends only on a text's trigrams from the first to the last one the
 * query has (before them nothing is counted, after them no extent can end), and look-alike
 * titles share that span: for "whisperwod" the 800 "<adjective> Whisperwood <kind> No. <n>"
 * titles all have the span of "whisperwood". Texts are told apart by their span's trigram
 * ids (hashed, then compared), so the value is the one the full computation gives. Lives
 * for one search: the query's trigrams decide every span.
 */
export class SpanSimilarities {
  private readonly entries = new Map<number, Entry[]>();

  constructor(
    private readonly ids: TrigramIds,
    private readonly found: Uint8Array,
    private readonly querySize: number,
  ) {}

  of(target: Int32Array): number {
    const found = this.found;
    let first = -1;
    let last = -1;
    for (let i = 0; i < target.length; i += 1) {
      if (!found[target[i]!]) continue;
      if (first < 0) first = i;
      last = i;
    }
    if (first < 0 || this.querySize === 0) return 0;
    let hash = 0x811c9dc5;
    for (let i = first; i <= last; i += 1) hash = Math.imul(hash ^ target[i]!, 0x01000193);
    let bucket = this.entries.get(hash);
    for (const entry of bucket ?? []) if (sameSpan(entry, target, first, last)) return entry.value;
    const value = this.ids.similarity(found, this.querySize, target.subarray(first, last + 1));
    if (!bucket) this.entries.set(hash, (bucket = []));
    bucket.push({ target, first, last, value });
    return value;
  }
}

function sameSpan(entry: Entry, target: Int32Array, first: number, last: number): boolean {
  if (entry.last - entry.first !== last - first) return false;
  for (let i = 0; i <= last - first; i += 1) if (entry.target[entry.first + i] !== target[first + i]) return false;
  return true;
}
