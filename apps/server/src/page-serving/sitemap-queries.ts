import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paths } from '@marquee/contracts';
import { categories, customPages, dynamicPages, films, products } from '../db/schema/index.js';
import { liveProduct } from '../modules/catalog/live-products.js';

export interface SitemapEntry {
  path: string;
  lastModified?: Date | undefined;
}

/**
 * Products in the sitemap, newest first. One sitemap file may hold 50,000 addresses (the
 * protocol's limit), and at 1,000,000 products the whole list was 90 MB of XML built per
 * request (decision 075); the rest of the catalogue is reached through the listings until the
 * sitemap is split into an index of files.
 */
export const SITEMAP_MAX_PRODUCTS = 45_000;

/** Every public page a crawler should know: fixed pages, categories, active films, products (the newest `maxProducts`), published pages. */
export async function listSitemapEntries(db: Db, maxProducts = SITEMAP_MAX_PRODUCTS): Promise<SitemapEntry[]> {
  const [categoryRows, filmRows, productRows, dynamicRows, customRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ id: films.id, updatedAt: films.updatedAt })
      .from(films)
      .where(eq(films.isActive, true))
      .orderBy(asc(films.id)),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(liveProduct)
      .orderBy(desc(products.id))
      .limit(maxProducts),
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
    ...productRows.reverse().map((p) => ({ path: paths.product.href(p.id), lastModified: p.updatedAt })),
    ...dynamicRows.map((p) => ({ path: paths.page.href(p.slug), lastModified: p.updatedAt })),
    ...customRows.map((p) => ({ path: paths.customPage.href(p.slug), lastModified: p.updatedAt })),
  ];
}
