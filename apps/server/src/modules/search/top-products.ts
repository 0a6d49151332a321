/**
 * The ten best matching products, ranked exactly as decision 034's trigram SQL search ranked them:
 * greatest(title relevance, 0.5 * description relevance, 0.4 if a tag matched), then title,
 * then id; a title or description that did not match still adds its word similarity.
 *
 * Why bounds: on a catalogue of look-alike titles a term matches hundreds of products, most
 * with the same score, and computing every one's similarities (a description's above all)
 * took most of a search's CPU. Each candidate gets a ceiling from what counting already
 * told (positions, shared trigrams); candidates are taken best ceiling first (then title
 * order), and once the tenth exact hit ranks before the next ceiling, nothing later can enter.
 * A similarity is computed only where it can still change a product's total, and totals
 * are the exact ones, so order and ties are that search's.
 */
import { MaxHeap } from './max-heap.js';
import type { ProductDoc } from './search-index.js';
import { type Field, positionBonus, type Query, similarity, similarityCeiling } from './scoring.js';
import { WORD_SIMILARITY_THRESHOLD } from './trigram.js';

/** What the matching pass learnt of a product that matches or may match. */
export interface ProductMatch {
  doc: ProductDoc;
  /** The product's position in the index (for per-search counts kept by position). */
  index: number;
  /** The translated title, when the language has one. */
  local: Field | null;
  /** Where the query occurs in the stored / translated title, -1 when it does not. */
  titlePosition: number;
  localPosition: number;
  /** Distinct query trigrams the stored / translated title has (bounds its similarity). */
  titleShared: number;
  localShared: number;
  /** Where the query occurs in the stored description, -1 when it does not. */
  position: number;
  /** Relevance of the translated description (substring only), -1 when it did not match. */
  translatedDescription: number;
  tagged: boolean;
}

interface Candidate {
  match: ProductMatch;
  /** Ceilings of the title part, of the description part and of the whole total. */
  title: number;
  description: number;
  /** Whether `description` already comes from the shared-trigram count (not just 1). */
  counted: boolean;
  ceiling: number;
  /** Rank of the product by title, then id: ties on score are broken by it. */
  order: number;
}

/** Counts of distinct query trigrams per stored description, by product index (computed on first use). */
export type DescriptionShared = (index: number) => number;

const isCandidate = (shared: number, q: Query) => q.needed > 0 && shared >= q.needed;

/** Whether a (score, order) pair ranks before another: higher score, then lower title order. */
const precedes = (score: number, order: number, otherScore: number, otherOrder: number) =>
  score > otherScore || (score === otherScore && order < otherOrder);

/** A title's relevance as scoring.ts's relevance(), from its position and similarity. */
function titleRelevance(position: number, candidate: boolean, similarity: number): number {
  if (position >= 0) return positionBonus(position) + similarity;
  return candidate && similarity >= WORD_SIMILARITY_THRESHOLD ? similarity : -1;
}

/**
 * The description part's ceiling: its relevance is max(translated, bonus + similarity), or
 * the translated one alone when the stored description does not hold the query. `shared`
 * undefined: the similarity's ceiling is 1.
 */
function descriptionCeiling(m: ProductMatch, q: Query, shared?: number): number {
  if (m.position < 0 && m.translatedDescription >= 0) return 0.5 * m.translatedDescription;
  const similarity = shared === undefined ? 1 : similarityCeiling(shared, q);
  return 0.5 * Math.max(m.translatedDescription, positionBonus(m.position) + similarity);
}

/** The exact total, or -1 when the product turns out not to match. */
function total(c: Candidate, q: Query, descriptionShared: DescriptionShared): number {
  const m = c.match;
  const { doc, local, translatedDescription, position } = m;
  // A part is scored only if it could still raise the total, except that a title is always
  // scored when nothing else made the product match.
  const sure = m.tagged || m.titlePosition >= 0 || m.localPosition >= 0 || position >= 0 || translatedDescription >= 0;
  let best = m.tagged ? 0.4 : 0;
  if (!sure || c.title > best) {
    const stored = similarity(doc.title, q);
    let title = titleRelevance(m.titlePosition, isCandidate(m.titleShared, q), stored);
    if (local && (m.localPosition >= 0 || isCandidate(m.localShared, q)))
      title = Math.max(title, titleRelevance(m.localPosition, true, similarity(local, q)));
    if (!sure && title < 0) return -1;
    best = Math.max(best, title >= 0 ? title : stored);
  }
  if (c.description <= best) return best;
  if (position < 0 && translatedDescription >= 0) return Math.max(best, 0.5 * translatedDescription);
  if (!c.counted && descriptionCeiling(m, q, descriptionShared(m.index)) <= best) return best;
  return Math.max(
    best,
    0.5 * Math.max(translatedDescription, positionBonus(position) + similarity(doc.description, q)),
  );
}

/** A candidate with the ceilings of its parts, from positions and shared counts alone. */
function candidate(m: ProductMatch, q: Query, descriptionShared: DescriptionShared): Candidate {
  const canLocal = m.local !== null && (m.localPosition >= 0 || isCandidate(m.localShared, q));
  const title = Math.max(
    positionBonus(m.titlePosition) + similarityCeiling(m.titleShared, q),
    canLocal ? positionBonus(m.localPosition) + similarityCeiling(m.localShared, q) : -1,
  );
  const tag = m.tagged ? 0.4 : 0;
  let description = descriptionCeiling(m, q);
  // Only where the description decides the ceiling is its count worth looking up: a
  // too-high ceiling would keep the product in the running for nothing.
  const counted = description > Math.max(title, tag);
  if (counted) description = descriptionCeiling(m, q, descriptionShared(m.index));
  return { match: m, title, description, counted, ceiling: Math.max(title, description, tag), order: m.doc.order };
}

export function topProducts(
  matches: ProductMatch[],
  q: Query,
  limit: number,
  descriptionShared: DescriptionShared,
): ProductMatch[] {
  const queue = new MaxHeap(
    matches.map((m) => candidate(m, q, descriptionShared)),
    (a, b) => precedes(a.ceiling, a.order, b.ceiling, b.order),
  );
  const top: { score: number; order: number; match: ProductMatch }[] = [];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const last = top.length === limit ? top[limit - 1]! : undefined;
    // Later candidates rank at most at their ceiling, and no better than this one's.
    if (last && !precedes(next.ceiling, next.order, last.score, last.order)) break;
    const score = total(next, q, descriptionShared);
    if (score < 0) continue;
    if (last && !precedes(score, next.order, last.score, last.order)) continue;
    let at = top.length;
    while (at > 0 && precedes(score, next.order, top[at - 1]!.score, top[at - 1]!.order)) at -= 1;
    top.splice(at, 0, { score, order: next.order, match: next.match });
    if (top.length > limit) top.pop();
  }
  return top.map((hit) => hit.match);
}
