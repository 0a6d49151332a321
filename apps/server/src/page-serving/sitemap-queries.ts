import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paths } from '@marquee/contracts';
import { categories, customPages, dynamicPages, films, products } from '../db/schema/index.js';
import { liveProduct } from '../modules/catalog/live-products.js';
import { productFileRange } from './sitemap-files.js';

export interface SitemapEntry {
  path: string;
  lastModified?: Date | undefined;
}

/** Every public address but the products: fixed pages, categories, active films, published pages. */
export async function listSitemapPages(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, filmRows, dynamicRows, customRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ id: films.id, updatedAt: films.updatedAt })
      .from(films)
      .where(eq(films.isActive, true))
      .orderBy(asc(films.id)),
    db
      .select({ slug: dynamicPages.slug, updatedAt: dynamicPages.updatedAt })
      .from(dynamicPages)
      .where(eq(dynamicPages.isPublished, true))
      .orderBy(asc(dynamicPages.slug)),
    db
      .select({ slug: customPages.slug, updatedAt: customPages.updatedAt })
      .from(customPages)
      .where(eq(customPages.isPublished, true))
      .orderBy(asc(customPages.slug)),
  ]);
  return [
    { path: paths.home.href() },
    { path: paths.films.href() },
    { path: paths.products.href() },
    ...categoryRows.map((c) => ({ path: paths.category.href(c.id) })),
    ...filmRows.map((f) => ({ path: paths.film.href(f.id), lastModified: f.updatedAt })),
    ...dynamicRows.map((p) => ({ path: paths.page.href(p.slug), lastModified: p.updatedAt })),
    ...customRows.map((p) => ({ path: paths.customPage.href(p.slug), lastModified: p.updatedAt })),
  ];
}

/** The file number of the first live product with an id above `after` (null: none). */
const fileOfFirstLiveAbove = (after: unknown, perFile: number) =>
  sql`((select min(${products.id}) from ${products} where ${products.id} > ${after} and ${liveProduct}) - 1) / ${perFile} + 1`;

/**
 * The product files that hold a live product, in order. It hops from each such file to the next
 * live id past its end, so it reads about one primary-key entry per file (and the archived ones
 * it passes), never the catalogue: 20 reads at 1,000,000 products, whatever gaps the ids have.
 */
export function productFilesQuery(db: Db, perFile: number) {
  return db.select({ file: sql<number>`files.n` }).from(sql`(
    with recursive found(n) as (
      select ${fileOfFirstLiveAbove(0, perFile)}
      union all
      select ${fileOfFirstLiveAbove(sql`found.n::bigint * ${perFile}`, perFile)} from found where found.n is not null
    )
    select n from found where n is not null
  ) as files`);
}

export async function listProductFiles(db: Db, perFile: number): Promise<number[]> {
  const rows = await productFilesQuery(db, perFile);
  return rows.map((row) => row.file);
}

/** The live products of one product file, by id: one range of the primary key. */
export function productFileQuery(db: Db, file: number, perFile: number) {
  const { after, last } = productFileRange(file, perFile);
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(gt(products.id, after), lte(products.id, last), liveProduct))
    .orderBy(asc(products.id));
}

export async function listProductFileEntries(db: Db, file: number, perFile: number): Promise<SitemapEntry[]> {
  const rows = await productFileQuery(db, file, perFile);
  return rows.map((p) => ({ path: paths.product.href(p.id), lastModified: p.updatedAt }));
}

/**
 * The last product file that may ever have held a product: past the highest id given out so far
 * (archived and deleted products' ids included), so a file the index listed stays a file after
 * its products went; beyond it a file number is unknown.
 */
export function highestProductIdQuery(db: Db) {
  return db
    .select({
      highest: sql<number | null>`greatest(max(${products.id}),
        pg_sequence_last_value(pg_get_serial_sequence('products', 'id')::regclass))::int`,
    })
    .from(products);
}

export async function lastProductFile(db: Db, perFile: number): Promise<number> {
  const [row] = await highestProductIdQuery(db);
  return Math.ceil((row?.highest ?? 0) / perFile);
}
