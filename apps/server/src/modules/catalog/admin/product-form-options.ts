import { asc } from 'drizzle-orm';
import type { AdminProductFormOptions } from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { categories, productTags } from '../../../db/schema/index.js';

/** Every category and tag, for the product form's category select and tag chips. */
export async function productFormOptions(db: Db): Promise<AdminProductFormOptions> {
  const [categoryRows, tagRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
    db
      .select({ id: productTags.id, name: productTags.name, tagType: productTags.tagType })
      .from(productTags)
      .orderBy(asc(productTags.tagType), asc(productTags.name)),
  ]);
  return { categories: categoryRows, tags: tagRows };
}
