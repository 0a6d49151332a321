import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  customPages,
  films,
  productImages,
  productTagAssignments,
  productTags,
  products,
} from '../../db/schema/index.js';
import { parseJsonObject } from '../../lib/json-object.js';
import { Field } from './scoring.js';
import { Postings, SearchIndex, type ProductDoc, type Translations } from './search-index.js';
import { TrigramIds } from './trigram.js';
import { liveProduct } from '../catalog/live-products.js';

/**
 * Heap the index may take (decision 071): the whole server must stay under 400 MiB resident,
 * and a rebuild holds the old index and the new one at once. 64 MiB (12,900 products) took the
 * server on PostgreSQL at 10,000 products to a 401 MiB peak under the bench; since the search
 * sample (decision 071, second session) the full-text path answers a new term at that size in
 * about 20 ms, so the index is kept for the stores it costs little: about 3,200 products.
 */
export const SEARCH_INDEX_BUDGET_BYTES = 16 * 2 ** 20;
/**
 * Heap per product of a built index, measured (node --expose-gc, heapUsed + arrayBuffers
 * after a GC) on the bench catalogue at 10,000 products: 49 MiB, 5,138 bytes a product.
 */
const BYTES_PER_PRODUCT = 5_200;
/** Above this many products the full-text search answers instead (about 3,200). */
export const MAX_INDEXED_PRODUCTS = Math.floor(SEARCH_INDEX_BUDGET_BYTES / BYTES_PER_PRODUCT);

/** Live products, counted up to `cap` + 1: enough to tell whether there are more than `cap`. */
export async function liveProductsUpTo(db: Db, cap: number): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(liveProduct)
      .limit(cap + 1)
      .as('live'),
  );
  return counted?.total ?? 0;
}

/** Whether the live catalogue is small enough for the index; reads at most one row past the limit. */
export async function fitsSearchIndex(db: Db): Promise<boolean> {
  return (await liveProductsUpTo(db, MAX_INDEXED_PRODUCTS)) <= MAX_INDEXED_PRODUCTS;
}
/** Products encoded between two yields of the event loop while an index builds. */
const YIELD_EVERY = 250;

const asTranslations = (value: unknown) => parseJsonObject(value) as Translations;

/** Null above MAX_INDEXED_PRODUCTS: the caller then searches in full-text SQL. */
export async function buildSearchIndex(db: Db): Promise<SearchIndex | null> {
  if (!(await fitsSearchIndex(db))) return null;

  // Few, set-based reads: no per-product query.
  const productRows = await db
    .select({
      id: products.id,
      title: products.title,
      description: products.description,
      priceCents: products.priceCents,
      translations: products.translations,
    })
    .from(products)
    .where(liveProduct);
  const imageRows = await db
    .selectDistinctOn([productImages.productId])
    .from(productImages)
    .where(eq(productImages.kind, 'image'))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  const tagRows = await db
    .select({ productId: productTagAssignments.productId, name: productTags.name })
    .from(productTagAssignments)
    .innerJoin(productTags, eq(productTags.id, productTagAssignments.tagId));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, translations: categories.translations })
    .from(categories);
  const filmRows = await db
    .select({ id: films.id, title: films.title, posterUrl: films.posterUrl, translations: films.translations })
    .from(films)
    .where(eq(films.isActive, true));
  const pageRows = await db
    .select({
      id: customPages.id,
      title: customPages.title,
      slug: customPages.slug,
      description: customPages.description,
    })
    .from(customPages)
    .where(and(eq(customPages.isPublished, true)));

  const ids = new TrigramIds();
  const field = (text: string | undefined | null) => (text ? new Field(text, ids.encode(text)) : null);
  const localFields = (translations: Translations, key: 'name' | 'title') =>
    new Map(
      Object.entries(translations).flatMap(([lang, t]) => {
        const f = field(t?.[key]);
        return f ? [[lang, f] as const] : [];
      }),
    );

  const imageOf = new Map(imageRows.map((i) => [i.productId, i]));
  // Tag names are shared by many products: one Field per name.
  const tagFields = new Map<string, Field>();
  const tagsOf = new Map<number, Field[]>();
  for (const row of tagRows) {
    let tag = tagFields.get(row.name);
    if (!tag) tagFields.set(row.name, (tag = field(row.name)!));
    const list = tagsOf.get(row.productId);
    if (list) list.push(tag);
    else tagsOf.set(row.productId, [tag]);
  }

  const postings = new Map<string, { titles: Postings; descriptions: Postings }>();
  const postingsOf = (lang: string) => {
    let entry = postings.get(lang);
    if (!entry) postings.set(lang, (entry = { titles: new Postings(), descriptions: new Postings() }));
    return entry;
  };
  postingsOf('');
  const docsByTag = new Map<Field, number[]>();
  const productDocs: ProductDoc[] = [];
  for (const [index, row] of productRows.entries()) {
    // Encoding 10,000 products takes most of a second: other requests get the thread between slices.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    const image = imageOf.get(row.id);
    const doc: ProductDoc = {
      id: row.id,
      title: field(row.title) ?? new Field('', new Int32Array()),
      description: field(row.description) ?? new Field('', new Int32Array()),
      priceCents: row.priceCents,
      image: image ? { url: image.url, alt: image.alt, width: image.width ?? 800, height: image.height ?? 800 } : null,
      tags: tagsOf.get(row.id) ?? [],
      translated: new Map(
        Object.entries(asTranslations(row.translations)).map(([lang, t]) => [
          lang,
          { title: field(t?.title), description: field(t?.description) },
        ]),
      ),
      order: 0,
    };
    for (const tag of doc.tags) {
      const list = docsByTag.get(tag);
      if (list) list.push(index);
      else docsByTag.set(tag, [index]);
    }
    postingsOf('').titles.add(index, doc.title);
    postingsOf('').descriptions.add(index, doc.description);
    for (const [lang, t] of doc.translated) {
      postingsOf(lang).titles.add(index, t.title);
      postingsOf(lang).descriptions.add(index, t.description);
    }
    productDocs.push(doc);
  }
  // Score ties break by title, then id (as in SQL): ranked once here, a search compares integers.
  const byTitle = [...productDocs].sort((a, b) =>
    a.title.text < b.title.text ? -1 : a.title.text > b.title.text ? 1 : a.id - b.id,
  );
  byTitle.forEach((doc, rank) => (doc.order = rank));
  return new SearchIndex(
    ids,
    productDocs,
    [...tagFields.values()],
    docsByTag,
    postings,
    categoryRows.map((c) => {
      const translations = asTranslations(c.translations);
      return { id: c.id, name: field(c.name)!, translations, localNames: localFields(translations, 'name') };
    }),
    filmRows.map((f) => {
      const translations = asTranslations(f.translations);
      return {
        id: f.id,
        title: field(f.title)!,
        posterUrl: f.posterUrl,
        translations,
        localTitles: localFields(translations, 'title'),
      };
    }),
    pageRows.map((p) => ({ id: p.id, title: field(p.title)!, slug: p.slug, description: field(p.description) })),
  );
}
