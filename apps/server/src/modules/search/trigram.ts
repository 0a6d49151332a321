/**
 * pg_trgm's trigrams and word_similarity() in TypeScript, so the in-memory search index
 * ranks and matches exactly as pg_trgm does in SQL (`word_similarity`, search-queries.ts).
 * Words are runs of letters and digits in any script (Hebrew included), lower-cased, padded
 * with two spaces in front and one behind, as pg_trgm pads them.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Every trigram of `text` in order, duplicates kept (pg_trgm's generate_trgm_only). */
export function positionalTrigrams(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i += 1) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return trigrams;
}

export function trigramSet(text: string): Set<string> {
  return new Set(positionalTrigrams(text));
}

/** Numbers trigrams, so a text's trigrams are kept as a compact Int32Array. */
export class TrigramIds {
  private readonly ids = new Map<string, number>();
  private lastPos = new Int32Array(0);
  /** sharedCount's marks: a trigram id counted in the current call holds that call's number. */
  private seen = new Int32Array(0);
  private calls = 0;

  /** The ids of `text`'s positional trigrams (new trigrams get new ids). */
  encode(text: string): Int32Array {
    return Int32Array.from(positionalTrigrams(text), (trigram) => {
      let id = this.ids.get(trigram);
      if (id === undefined) this.ids.set(trigram, (id = this.ids.size));
      return id;
    });
  }

  /**
   * wordSimilarity() over encoded texts, without allocations: `found` flags the query's
   * trigram ids, `ulen1` counts all its distinct trigrams. Same algorithm as below, with
   * the trigram id itself as the index (lastPos is kept all -1 between calls).
   */
  similarity(found: Uint8Array, ulen1: number, target: Int32Array): number {
    if (ulen1 === 0 || target.length === 0) return 0;
    if (this.lastPos.length < this.ids.size) this.lastPos = new Int32Array(this.ids.size).fill(-1);
    const lastPos = this.lastPos;
    let lower = -1;
    let count = 0;
    let ulen2 = 0;
    let best = 0;
    for (let i = 0; i < target.length; i += 1) {
      const trg = target[i]!;
      if (lower >= 0 || found[trg]) {
        if (lastPos[trg]! < 0) {
          ulen2 += 1;
          if (found[trg]) count += 1;
        }
        lastPos[trg] = i;
      }
      if (!found[trg]) continue;
      const upper = i;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let current = count / (ulen1 + ulen2 - count);
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const prevLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
        const candidate = tmpCount / (ulen1 + tmpUlen2 - tmpCount);
        if (candidate > current) {
          current = candidate;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        const tmpTrg = target[tmpLower]!;
        if (lastPos[tmpTrg] === tmpLower) {
          tmpUlen2 -= 1;
          if (found[tmpTrg]) tmpCount -= 1;
        }
      }
      if (current > best) best = current;
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
        const tmpTrg = target[tmpLower]!;
        if (lastPos[tmpTrg] === tmpLower) lastPos[tmpTrg] = -1;
      }
    }
    for (let i = 0; i < target.length; i += 1) lastPos[target[i]!] = -1;
    return best;
  }

  /** How many distinct ids flagged in `found` occur in `target` (bounds similarity(); no allocation). */
  sharedCount(found: Uint8Array, target: Int32Array): number {
    if (this.seen.length < this.ids.size || this.calls === 0x7fffffff) {
      this.seen = new Int32Array(this.ids.size);
      this.calls = 0;
    }
    const seen = this.seen;
    const call = (this.calls += 1);
    let count = 0;
    for (let i = 0; i < target.length; i += 1) {
      const trg = target[i]!;
      if (found[trg] && seen[trg] !== call) {
        seen[trg] = call;
        count += 1;
      }
    }
    return count;
  }

  get size() {
    return this.ids.size;
  }

  idOf(trigram: string): number | undefined {
    return this.ids.get(trigram);
  }

  /** The ids of the query's distinct trigrams that some text has (others can never be shared). */
  lookup(text: string): Set<number> {
    const result = new Set<number>();
    for (const trigram of positionalTrigrams(text)) {
      const id = this.ids.get(trigram);
      if (id !== undefined) result.add(id);
    }
    return result;
  }
}

/**
 * How close a word must be to count as a typo of the search term (both searches). pg_trgm's
 * default (0.6) misses a single dropped letter in a short word ('nebla' vs 'nebula' scores 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
