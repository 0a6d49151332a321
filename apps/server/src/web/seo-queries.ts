import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, customPages, dynamicPages, films, productImages, products } from '../db/schema/index.js';

export interface SitemapEntry {
  path: string;
  lastModified?: Date | undefined;
}

/** Every public page a crawler should know: fixed pages, categories, active films, products, published pages. */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, filmRows, productRows, dynamicRows, customRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ id: films.id, updatedAt: films.updatedAt })
      .from(films)
      .where(eq(films.isActive, true))
      .orderBy(asc(films.id)),
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)),
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
    { path: '/' },
    { path: '/films' },
    { path: '/products' },
    ...categoryRows.map((c) => ({ path: `/category/${c.id}` })),
    ...filmRows.map((f) => ({ path: `/film/${f.id}`, lastModified: f.updatedAt })),
    ...productRows.map((p) => ({ path: `/product/${p.id}`, lastModified: p.updatedAt })),
    ...dynamicRows.map((p) => ({ path: `/page/${p.slug}`, lastModified: p.updatedAt })),
    ...customRows.map((p) => ({ path: `/custom/${p.slug}`, lastModified: p.updatedAt })),
  ];
}

/** The category's name and description for its page's meta tags. */
export async function findCategoryMeta(db: Db, id: number) {
  const [row] = await db
    .select({ name: categories.name, description: categories.description })
    .from(categories)
    .where(eq(categories.id, id));
  return row ?? null;
}

/** A picture for a category's link preview: its first product's main image. */
export async function findCategoryImage(db: Db, categoryId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: productImages.url })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(products.categoryId, categoryId))
    .orderBy(asc(products.id), asc(productImages.sortOrder), asc(productImages.id))
    .limit(1);
  return row?.url ?? null;
}
