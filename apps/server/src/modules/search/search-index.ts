/**
 * The global search over an in-memory copy of what it searches (product titles,
 * descriptions, tags and translations, categories, active films, published custom pages).
 *
 * Why: on embedded PGlite every query runs on the one WASM thread, and the four trigram
 * queries of a search took 1–2 s on 10,000 products (10–50 ms per GIN scan), so ten
 * shoppers typing at once queued behind each other. The same matching in memory answers
 * in well under a millisecond: this pass only finds positions and counts shared trigrams,
 * and top-products.ts computes a similarity only where it can change the top ten.
 * Matching and ranking are the trigram SQL search's it was written to mirror (decision 034;
 * decision 083 deleted that search), and search-queries.ts's for categories, films and pages:
 * substring (ILIKE) or pg_trgm word similarity >= 0.45, prefix > substring > fuzzy, then
 * title; trigram.ts reproduces pg_trgm's word_similarity exactly.
 *
 * Freshness: built on first use, dropped on every live event (catalogue writes publish
 * one; see catalog-cache.ts) and after a TTL as a safety net (build-search-index.ts reads
 * the database into it).
 */
import { SEARCH_GROUP_LIMIT, type ProductImage, type SearchResults } from '@marquee/contracts';
import { byScoreThenText, type Field, type Query, relevance, sharedTrigrams } from './scoring.js';
import { SpanSimilarities } from './span-similarities.js';
import { topProducts, type ProductMatch } from './top-products.js';
import { type TrigramIds, trigramSet, WORD_SIMILARITY_THRESHOLD } from './trigram.js';

export type Translations = Record<string, { name?: string; title?: string; description?: string }>;

export interface ProductDoc {
  id: number;
  title: Field;
  description: Field;
  priceCents: number;
  image: ProductImage | null;
  tags: Field[];
  translated: Map<string, { title: Field | null; description: Field | null }>;
  /** Rank among all products by title, then id (the SQL tie-break), set once built. */
  order: number;
}

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

  /** Per document, how many of the query's trigrams its field has (each counted once). */
  sharedCounts(q: Query, docCount: number): Uint16Array {
    const counts = new Uint16Array(docCount);
    for (const id of q.known) for (const doc of this.lists.get(id) ?? []) counts[doc]! += 1;
    return counts;
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
      similarities: new SpanSimilarities(this.ids, found, size),
      known,
      size,
      needed: WORD_SIMILARITY_THRESHOLD * size,
    };
    const other = lang && lang !== 'en' ? lang : undefined;
    const n = this.productDocs.length;
    const base = this.postings.get('')!;
    const local = other ? this.postings.get(other) : undefined;
    // Shared-trigram counts: a title below q.needed cannot reach the threshold, and a
    // title's count bounds its similarity (top-products.ts).
    const titleShared = base.titles.sharedCounts(q, n);
    const localTitleShared = local?.titles.sharedCounts(q, n);
    const small = (f: Field | null) =>
      f && (f.lower.includes(q.lower) || (q.needed > 0 && sharedTrigrams(f, q) >= q.needed))
        ? relevance(f, q, true)
        : -1;
    // Tag names are shared Fields (a few dozen): each is matched once per search.
    const matchingTags = new Set(this.tagFields.filter((tag) => small(tag) >= 0));

    // Only products that can match are visited: substring candidates (kept apart for titles
    // and descriptions, so a text is searched only where it can hold the query), trigram
    // candidates, and products carrying a matching tag.
    const inTitle = new Uint8Array(n);
    const inDescription = new Uint8Array(n);
    for (const group of [base, local]) {
      group?.titles.markSubstring(q.lower, this.ids, inTitle);
      group?.descriptions.markSubstring(q.lower, this.ids, inDescription);
    }
    const visit = new Uint8Array(n);
    for (let i = 0; i < n; i += 1) visit[i] = inTitle[i]! | inDescription[i]!;
    if (q.needed > 0) {
      for (const counts of [titleShared, localTitleShared]) {
        if (counts) for (let i = 0; i < n; i += 1) if (counts[i]! >= q.needed) visit[i] = 1;
      }
    }
    const tagged = new Uint8Array(n);
    for (const tag of matchingTags) {
      for (const doc of this.docsByTag.get(tag) ?? []) visit[doc] = tagged[doc] = 1;
    }

    // Positions and counts only: similarities wait for topProducts, which needs few.
    const matched: ProductMatch[] = [];
    for (let i = 0; i < n; i += 1) {
      if (visit[i] === 0) continue;
      const doc = this.productDocs[i]!;
      const translation = other ? doc.translated.get(other) : undefined;
      const localTitle = translation?.title ?? null;
      const titlePosition = inTitle[i] ? doc.title.lower.indexOf(q.lower) : -1;
      const localPosition = inTitle[i] && localTitle ? localTitle.lower.indexOf(q.lower) : -1;
      const position = inDescription[i] ? doc.description.lower.indexOf(q.lower) : -1;
      // Descriptions match by substring only (typo matching on long prose mostly found noise
      // and cost most of a search).
      const translatedDescription = inDescription[i] ? relevance(translation?.description ?? null, q, false) : -1;
      const fuzzy = q.needed > 0 && (titleShared[i]! >= q.needed || (localTitleShared?.[i] ?? 0) >= q.needed);
      const sure =
        titlePosition >= 0 || localPosition >= 0 || position >= 0 || translatedDescription >= 0 || tagged[i] === 1;
      if (!sure && !fuzzy) continue;
      matched.push({
        doc,
        index: i,
        local: localTitle,
        titlePosition,
        localPosition,
        titleShared: titleShared[i]!,
        localShared: localTitleShared?.[i] ?? 0,
        position,
        translatedDescription,
        tagged: tagged[i] === 1,
      });
    }
    // Description counts pay off only when a description decides some candidate's ceiling.
    let descriptionCounts: Uint16Array | undefined;
    const descriptionShared = (index: number) => (descriptionCounts ??= base.descriptions.sharedCounts(q, n))[index]!;
    const productHits = topProducts(matched, q, SEARCH_GROUP_LIMIT, descriptionShared);
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
      products: productHits.map(({ doc, local }) => ({
        id: doc.id,
        title: local?.text ?? doc.title.text,
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
      // Pages match on title, or on description by substring only (as search-queries.ts).
      pages: named(
        this.pageDocs,
        (p) => [p.title, p.description?.lower.includes(q.lower) ? p.description : null],
        (p) => p.title.text,
      ).map((p) => ({ id: p.id, title: p.title.text, slug: p.slug })),
    };
  }
}
