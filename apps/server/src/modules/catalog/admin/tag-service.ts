/**
 * The admin's product tags (ADM-TAG-01..02, DM-17). Names are stored lower-case and trimmed (the
 * contract's schema normalises them, and the table's CHECK insists); two tags whose names only
 * differ in case or spaces are one name, so the second is a 409 naming `name`.
 *
 * Deleting a tag that products carry or categories offer as a filter deletes those assignments
 * with it (the foreign keys CASCADE) and the answer says how many went. We chose this over a
 * 409 IN_USE: a tag is a label, nothing historical (orders) refers to it, and refusing would make
 * the admin untag every product one by one first. The screen shows both counts in its
 * confirmation before the admin confirms.
 *
 * Every write announces `categoriesChanged`: tags are the category pages' filters and show on
 * product pages, both of which that event refreshes.
 */
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  liveEventTypes,
  productTagTranslatedFields,
  type AdminProductTag,
  type AdminProductTagList,
  type AdminProductTagListParams,
  type ProductTagDeleted,
  type ProductTagInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { productTags, type ProductTag } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';

const audit = auditTrail('product-tags', liveEventTypes.categoriesChanged);
const noTag = () => notFound('Tag not found.');

const nameTaken = (name: string) =>
  new AppError(409, errorCodes.IN_USE, `A tag named "${name}" already exists.`, {
    name: 'A tag with this name already exists',
  });

const productCount = sql<number>`(select count(*)::int from product_tag_assignments a where a.tag_id = product_tags.id)`;
const categoryCount = sql<number>`(select count(*)::int from category_filters f where f.tag_id = product_tags.id)`;

const columns = { tag: productTags, productCount, categoryCount };

function toAdminTag(row: { tag: ProductTag; productCount: number; categoryCount: number }): AdminProductTag {
  return {
    id: row.tag.id,
    name: row.tag.name,
    tagType: row.tag.tagType,
    translations: adminTranslations(row.tag.translations, productTagTranslatedFields),
    productCount: row.productCount,
    categoryCount: row.categoryCount,
  };
}

/** ADM-TAG-01: by name A to Z unless asked otherwise; `q` matches any part of the name, `tagType` one type. */
export async function listProductTagsForAdmin(db: Db, query: AdminProductTagListParams): Promise<AdminProductTagList> {
  const { page, pageSize } = query;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(productTags.name, containsPattern(query.q)));
  if (query.tagType) conditions.push(eq(productTags.tagType, query.tagType));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'tagType' ? [direction(productTags.tagType), asc(productTags.name)] : [direction(productTags.name)];
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select(columns)
      .from(productTags)
      .where(where)
      .orderBy(...order, asc(productTags.id))
      .$dynamic(),
    { table: productTags, where },
  );
  return { items: rows.map(toAdminTag), total, page, pageSize };
}

export async function getProductTagForAdmin(db: Db, id: number): Promise<AdminProductTag> {
  const [row] = await db.select(columns).from(productTags).where(eq(productTags.id, id));
  if (!row) throw noTag();
  return toAdminTag(row);
}

export async function createProductTag(db: Db, actor: AdminActor, input: ProductTagInput): Promise<AdminProductTag> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(productTags)
      .values({
        name: input.name,
        tagType: input.tagType,
        translations: storedTranslations(input.translations, {}, productTagTranslatedFields),
      })
      .onConflictDoNothing({ target: productTags.name })
      .returning();
    if (!created) throw nameTaken(input.name);
    await audit.created(tx, actor, created.id, created);
    return created.id;
  });
  return getProductTagForAdmin(db, id);
}

export async function updateProductTag(
  db: Db,
  actor: AdminActor,
  id: number,
  change: Partial<ProductTagInput>,
): Promise<AdminProductTag> {
  await db.transaction(async (tx) => {
    const current = await lockRowById(tx, productTags, id, noTag);
    if (change.name !== undefined && change.name !== current.name) {
      const [other] = await tx
        .select({ id: productTags.id })
        .from(productTags)
        .where(eq(productTags.name, change.name));
      if (other) throw nameTaken(change.name);
    }
    const { translations, ...fields } = change;
    const [updated] = await tx
      .update(productTags)
      .set({
        ...fields,
        translations: storedTranslations(translations, current.translations, productTagTranslatedFields),
      })
      .where(eq(productTags.id, id))
      .returning();
    await audit.updated(tx, actor, id, current, updated);
  });
  return getProductTagForAdmin(db, id);
}

/** Deletes the tag with its product and category-filter assignments; says how many there were. */
export async function deleteProductTag(db: Db, actor: AdminActor, id: number): Promise<ProductTagDeleted> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(productTags).where(eq(productTags.id, id)).for('update');
    if (!current) throw noTag();
    await tx.delete(productTags).where(eq(productTags.id, id));
    await audit.deleted(tx, actor, id, toAdminTag(current));
    return {
      ok: true as const,
      productsUntagged: current.productCount,
      categoriesWithoutFilter: current.categoryCount,
    };
  });
}
