import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { productSetTranslatedFields, type ProductSet, type ProductSummary } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { products, productSetItems, productSets, productSetTargets } from '../../db/schema/index.js';
import { productSummariesByIds } from '../catalog/product-queries.js';
import { liveProduct } from '../catalog/live-products.js';
import { publicTranslations } from '../../lib/translations.js';

/**
 * SF-GEN-05: the active sets shown on one product's page (those targeting it), newest first,
 * each with its products as cards and what they cost bought separately.
 * Returns null when the product does not exist.
 */
export async function listSetsForProduct(db: Db, productId: number): Promise<ProductSet[] | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  if (!product) return null;

  const sets = await db
    .select({
      id: productSets.id,
      name: productSets.name,
      description: productSets.description,
      priceCents: productSets.priceCents,
      imageUrl: productSets.imageUrl,
      translations: productSets.translations,
    })
    .from(productSets)
    .innerJoin(
      productSetTargets,
      and(eq(productSetTargets.setId, productSets.id), eq(productSetTargets.productId, productId)),
    )
    .where(eq(productSets.isActive, true))
    .orderBy(desc(productSets.createdAt), desc(productSets.id));
  if (sets.length === 0) return [];

  const items = await db
    .select({ setId: productSetItems.setId, productId: productSetItems.productId })
    .from(productSetItems)
    .where(
      inArray(
        productSetItems.setId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(productSetItems.setId), asc(productSetItems.sortOrder), asc(productSetItems.productId));
  const summaries = await productSummariesByIds(
    db,
    items.map((item) => item.productId),
  );
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));

  return sets.map((set) => {
    const setProducts: ProductSummary[] = items
      .filter((item) => item.setId === set.id)
      .flatMap((item) => byId.get(item.productId) ?? []);
    return {
      ...set,
      translations: publicTranslations(set.translations, productSetTranslatedFields),
      products: setProducts,
      itemsTotalCents: setProducts.reduce((sum, p) => sum + p.priceCents, 0),
    };
  });
}
