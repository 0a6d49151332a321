/**
 * The global search over an in-memory copy of what it searches (product titles,
 * descriptions, tags and translations, categories, active films, published custom pages).
 *
 * Why: on embedded PGlite every query runs on the one WASM thread, and the four trigram
 * queries of a search took 1–2 s on 10,000 products (10–50 ms per GIN scan), so ten
 * shoppers typing at once queued behind each other. The same matching in memory answers
 * in about a millisecond. Matching and ranking are the SQL search's (search-queries.ts):
 * substring (ILIKE) or pg_trgm word similarity >= 0.45, prefix > substring > fuzzy, then
 * title; trigram.ts reproduces pg_trgm's word_similarity exactly.
 *
 * Freshness: built on first use, dropped on every live event (catalogue writes publish
 * one; see catalog-cache.ts) and after a TTL as a safety net (build-search-index.ts reads
 * the database into it).
 */
import { SEARCH_GROUP_LIMIT, type ProductImage, type SearchResults } from '@marquee/contracts';
import { type TrigramIds, trigramSet, WORD_SIMILARITY_THRESHOLD } from './trigram.js';

export type Translations = Record<string, { name?: string; title?: string; description?: string }>;

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

export interface ProductDoc {
  id: number;
  title: Field;
  description: Field;
  priceCents: number;
  image: ProductImage | null;
  tags: Field[];
  translated: Map<string, { title: Field | null; description: Field | null }>;
}

interface Query {
  ids: TrigramIds;
  lower: string;
  /** Query trigram flags by id, for the allocation-free similarity. */
  found: Uint8Array;
  /** Ids of the query's trigrams that occur in some indexed text. */
  known: Set<number>;
  /** All distinct trigrams of the query (pg_trgm's denominator). */
  size: number;
  /** Shared trigrams a text needs to possibly reach the threshold. */
  needed: number;
}

// pg_trgm answers in float4: 9/20 is 0.44999999 there and misses the 0.45 threshold, so here too.
const similarity = (f: Field, q: Query) => Math.fround(q.ids.similarity(q.found, q.size, f.trigrams));

/** Relevance of a field as the SQL search computes it; -1 when it does not match. */
function relevance(f: Field | null, q: Query, candidate: boolean): number {
  if (!f) return -1;
  const position = f.lower.indexOf(q.lower);
  if (position < 0 && !candidate) return -1;
  const score = similarity(f, q);
  if (position === 0) return 2 + score;
  if (position > 0) return 1 + score;
  return score >= WORD_SIMILARITY_THRESHOLD ? score : -1;
}

/** A field's share in the ranking even when it did not match (SQL: relevance() always adds similarity). */
const rank = (f: Field | null, q: Query, score: number) => (score >= 0 ? score : f ? similarity(f, q) : 0);

/** Whether a small field shares enough trigrams to possibly reach the threshold. */
function sharesEnough(f: Field, q: Query): boolean {
  if (q.needed <= 0) return false;
  const shared = new Set<number>();
  for (const id of f.trigrams) if (q.known.has(id)) shared.add(id);
  return shared.size >= q.needed;
}

const byScoreThenText = <T extends { score: number; sortText: string; id: number }>(a: T, b: T) =>
  b.score - a.score || (a.sortText < b.sortText ? -1 : a.sortText > b.sortText ? 1 : 0) || a.id - b.id;

/**
 * trigram id -> the documents whose field has it (each once): a search counts shared
 * trigrams per document from the query's few lists instead of reading every text.
 */
export class Postings {
  private readonly lists = new Map<number, number[]>();
  add(doc: number, field: Field | null) {
    if (!field) return;
    for (const id of new Set(field.trigrams)) {
      const list = this.lists.get(id);
      if (list) list.push(doc);
      else this.lists.set(id, [doc]);
    }
  }
  /**
   * Marks in `visit` every document that may contain `lower` as a substring: those having
   * the query's rarest in-word trigram (a text containing the query has each of its in-word
   * letter triples inside one of its own words). Without such a triple, every document.
   */
  markSubstring(lower: string, ids: TrigramIds, visit: Uint8Array): void {
    let rarest: number[] | null = null;
    for (const [word] of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
      const chars = Array.from(word);
      for (let i = 0; i + 3 <= chars.length; i += 1) {
        const id = ids.idOf(chars[i]! + chars[i + 1]! + chars[i + 2]!);
        const list = id === undefined ? [] : (this.lists.get(id) ?? []);
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    if (!rarest) visit.fill(1);
    else for (const doc of rarest) visit[doc] = 1;
  }

  /** Documents sharing at least `needed` of the query's trigrams. */
  candidates(q: Query, docCount: number): Uint8Array {
    const counts = new Uint16Array(docCount);
    const result = new Uint8Array(docCount);
    if (q.needed <= 0) return result;
    for (const id of q.known) {
      for (const doc of this.lists.get(id) ?? []) if (++counts[doc]! >= q.needed) result[doc] = 1;
    }
    return result;
  }
}

export class SearchIndex {
  constructor(
    private readonly ids: TrigramIds,
    private readonly productDocs: ProductDoc[],
    private readonly tagFields: Field[],
    private readonly docsByTag: Map<Field, number[]>,
    /** Per language ('' for the stored texts): postings of titles and of descriptions. */
    private readonly postings: Map<string, { titles: Postings; descriptions: Postings }>,
    private readonly categoryDocs: {
      id: number;
      name: Field;
      translations: Translations;
      localNames: Map<string, Field>;
    }[],
    private readonly filmDocs: {
      id: number;
      title: Field;
      posterUrl: string | null;
      translations: Translations;
      localTitles: Map<string, Field>;
    }[],
    private readonly pageDocs: { id: number; title: Field; slug: string; description: Field | null }[],
  ) {}

  /** `term` is trimmed and 2..100 characters; `lang` adds that language's translations. */
  search(term: string, lang: string | undefined): SearchResults {
    const size = trigramSet(term).size;
    const known = this.ids.lookup(term);
    const found = new Uint8Array(this.ids.size);
    for (const id of known) found[id] = 1;
    const q: Query = {
      ids: this.ids,
      lower: term.toLowerCase(),
      found,
      known,
      size,
      needed: WORD_SIMILARITY_THRESHOLD * size,
    };
    const other = lang && lang !== 'en' ? lang : undefined;
    const n = this.productDocs.length;
    const base = this.postings.get('')!;
    const local = other ? this.postings.get(other) : undefined;
    const titleHits = base.titles.candidates(q, n);
    const localTitleHits = local?.titles.candidates(q, n);
    const small = (f: Field | null) =>
      f && (f.lower.includes(q.lower) || sharesEnough(f, q)) ? relevance(f, q, true) : -1;
    // Tag names are shared Fields (a few dozen): each is matched once per search.
    const matchingTags = new Set(this.tagFields.filter((tag) => small(tag) >= 0));

    // Only products that can match are visited: substring candidates, trigram candidates,
    // and products carrying a matching tag.
    const visit = new Uint8Array(n);
    for (const group of [base, local]) {
      group?.titles.markSubstring(q.lower, this.ids, visit);
      group?.descriptions.markSubstring(q.lower, this.ids, visit);
    }
    for (const hits of [titleHits, localTitleHits]) {
      if (hits) for (let i = 0; i < n; i += 1) if (hits[i]) visit[i] = 1;
    }
    for (const tag of matchingTags) for (const doc of this.docsByTag.get(tag) ?? []) visit[doc] = 1;

    // Pass 1: which products match, each with its exact title score and the bounds of its
    // description's share. A substring hit in a long description matches without its
    // similarity; that similarity is computed in pass 2, only where it can reach the top ten.
    const matched = [];
    for (let i = 0; i < n; i += 1) {
      if (visit[i] === 0) continue;
      const doc = this.productDocs[i]!;
      const translation = other ? doc.translated.get(other) : undefined;
      const title = Math.max(
        relevance(doc.title, q, titleHits[i] === 1),
        relevance(translation?.title ?? null, q, localTitleHits?.[i] === 1),
      );
      const position = doc.description.lower.indexOf(q.lower);
      // Descriptions match by substring only (typo matching on long prose mostly found noise
      // and cost most of a search); the stored one's score waits for pass 2.
      const description = relevance(translation?.description ?? null, q, false);
      const tagged = matchingTags.size > 0 && doc.tags.some((tag) => matchingTags.has(tag));
      if (title < 0 && description < 0 && position < 0 && !tagged) continue;
      // A title that did not match still adds its similarity (< the threshold) to the rank:
      // bounded here, computed in pass 2 if the product can make the top ten.
      const floor = Math.max(
        title,
        tagged ? 0.4 : 0,
        0.5 * Math.max(description, position === 0 ? 2 : position > 0 ? 1 : 0),
      );
      const descriptionCeiling = position < 0 ? 0 : 0.5 * ((position === 0 ? 2 : 1) + 1);
      const ceiling = Math.max(floor, descriptionCeiling, title < 0 ? WORD_SIMILARITY_THRESHOLD : 0);
      matched.push({ doc, translation, title, description, position, tagged, floor, ceiling });
    }
    // Pass 2: the tenth best floor; only products whose ceiling reaches it need exact scores.
    const floors = matched.map((m) => m.floor).sort((a, b) => b - a);
    const cutoff = floors[SEARCH_GROUP_LIMIT - 1] ?? -Infinity;
    const productHits = [];
    for (const m of matched) {
      if (m.ceiling < cutoff) continue;
      let description = m.description;
      if (m.position >= 0)
        description = Math.max(description, (m.position === 0 ? 2 : 1) + similarity(m.doc.description, q));
      // A tag hit ranks below any title hit, fuzzy ones included (their floor is the threshold).
      const total = Math.max(
        rank(m.doc.title, q, m.title),
        0.5 * rank(m.doc.description, q, description),
        m.tagged ? 0.4 : 0,
      );
      const shownTitle = m.translation?.title?.text ?? m.doc.title.text;
      productHits.push({ score: total, sortText: m.doc.title.text, id: m.doc.id, doc: m.doc, shownTitle });
    }
    productHits.sort(byScoreThenText);
    const score = small;

    const named = <T extends { id: number }>(
      docs: T[],
      fields: (doc: T) => (Field | null)[],
      sortText: (doc: T) => string,
    ) =>
      docs
        .flatMap((doc) => {
          const best = Math.max(...fields(doc).map(score));
          return best < 0 ? [] : [{ score: best, sortText: sortText(doc), id: doc.id, doc }];
        })
        .sort(byScoreThenText)
        .slice(0, SEARCH_GROUP_LIMIT)
        .map((hit) => hit.doc);
    const localName = (fields: Map<string, Field>) => (other ? (fields.get(other) ?? null) : null);

    return {
      products: productHits.slice(0, SEARCH_GROUP_LIMIT).map(({ doc, shownTitle }) => ({
        id: doc.id,
        title: shownTitle,
        priceCents: doc.priceCents,
        image: doc.image,
      })),
      categories: named(
        this.categoryDocs,
        (c) => [c.name, localName(c.localNames)],
        (c) => c.name.text,
      ).map((c) => ({ id: c.id, name: c.name.text, translations: c.translations })),
      films: named(
        this.filmDocs,
        (f) => [f.title, localName(f.localTitles)],
        (f) => f.title.text,
      ).map((f) => ({ id: f.id, title: f.title.text, posterUrl: f.posterUrl, translations: f.translations })),
      // Pages match on title, or on description by substring only (as the SQL search).
      pages: named(
        this.pageDocs,
        (p) => [p.title, p.description?.lower.includes(q.lower) ? p.description : null],
        (p) => p.title.text,
      ).map((p) => ({ id: p.id, title: p.title.text, slug: p.slug })),
    };
  }
}
