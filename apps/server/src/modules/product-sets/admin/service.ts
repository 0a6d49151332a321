/**
 * The admin's product sets (ADM-SET-01, DM-30): list, read, create, replace, delete. A set's
 * products (ordered) and target pages are rewritten with the set in one transaction; every write
 * records an audit row and announces `productSetsChanged`, which the open product pages listen to
 * (ADM-SET-02). Writes answer with the image upload they dropped, for the route to release once
 * the transaction has committed.
 */
import { asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  liveEventTypes,
  productSetTranslatedFields,
  type AdminProductSet,
  type AdminProductSetList,
  type AdminProductSetListParams,
  type ProductSetInput,
  type ProductSetProduct,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  products,
  productSetItems,
  productSets,
  productSetTargets,
  type ProductSet,
} from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';

const audit = auditTrail('product-sets', liveEventTypes.productSetsChanged);
const noSet = () => notFound('Product set not found.');

interface SetProducts {
  products: ProductSetProduct[];
  targets: ProductSetProduct[];
}

/** The products and target pages of some sets, in the sets' order, with their titles. */
async function productsOfSets(db: Db, setIds: number[]): Promise<Map<number, SetProducts>> {
  const bySet = new Map<number, SetProducts>(setIds.map((id) => [id, { products: [], targets: [] }]));
  if (setIds.length === 0) return bySet;
  const product = { id: products.id, title: products.title, priceCents: products.priceCents };
  const [items, targets] = await Promise.all([
    db
      .select({ setId: productSetItems.setId, ...product })
      .from(productSetItems)
      .innerJoin(products, eq(products.id, productSetItems.productId))
      .where(inArray(productSetItems.setId, setIds))
      .orderBy(asc(productSetItems.setId), asc(productSetItems.sortOrder), asc(productSetItems.productId)),
    db
      .select({ setId: productSetTargets.setId, ...product })
      .from(productSetTargets)
      .innerJoin(products, eq(products.id, productSetTargets.productId))
      .where(inArray(productSetTargets.setId, setIds))
      .orderBy(asc(productSetTargets.setId), asc(products.title), asc(products.id)),
  ]);
  for (const { setId, ...row } of items) bySet.get(setId)?.products.push(row);
  for (const { setId, ...row } of targets) bySet.get(setId)?.targets.push(row);
  return bySet;
}

function toAdminSet(set: ProductSet, related: SetProducts | undefined): AdminProductSet {
  return {
    id: set.id,
    name: set.name,
    description: set.description,
    priceCents: set.priceCents,
    imageUrl: set.imageUrl,
    isActive: set.isActive,
    translations: adminTranslations(set.translations, productSetTranslatedFields),
    products: related?.products ?? [],
    targets: related?.targets ?? [],
    createdAt: set.createdAt.toISOString(),
    updatedAt: set.updatedAt.toISOString(),
  };
}

export async function listProductSetsForAdmin(db: Db, query: AdminProductSetListParams): Promise<AdminProductSetList> {
  const { page, pageSize } = query;
  const where = query.q ? ilike(productSets.name, containsPattern(query.q)) : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const column = {
    createdAt: productSets.createdAt,
    name: sql`lower(${productSets.name})`,
    priceCents: productSets.priceCents,
  }[query.sort];
  const { rows, total } = await readPage(
    db,
    query,
    db.select().from(productSets).where(where).orderBy(direction(column), direction(productSets.id)).$dynamic(),
    { table: productSets, where },
  );
  const related = await productsOfSets(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toAdminSet(row, related.get(row.id))), total, page, pageSize };
}

export async function getProductSetForAdmin(db: Db, id: number): Promise<AdminProductSet> {
  const set = await rowById(db, productSets, id, noSet);
  return toAdminSet(set, (await productsOfSets(db, [id])).get(id));
}

/** A 400 naming each list that has an id of no product. */
async function checkProductIds(tx: Db, input: ProductSetInput): Promise<void> {
  const wanted = [...new Set([...input.productIds, ...input.targetProductIds])];
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const fields: Record<string, string> = {};
  for (const field of ['productIds', 'targetProductIds'] as const) {
    const unknown = input[field].filter((id) => !known.has(id));
    if (unknown.length > 0) fields[field] = `No product with the id ${unknown.join(', ')}`;
  }
  const [first] = Object.entries(fields);
  if (first) throw new AppError(400, errorCodes.VALIDATION_FAILED, `${first[0]}: ${first[1]}`, fields);
}

async function writeProducts(tx: Db, setId: number, input: ProductSetInput): Promise<void> {
  await tx.delete(productSetItems).where(eq(productSetItems.setId, setId));
  await tx.delete(productSetTargets).where(eq(productSetTargets.setId, setId));
  await tx
    .insert(productSetItems)
    .values(input.productIds.map((productId, sortOrder) => ({ setId, productId, sortOrder })));
  if (input.targetProductIds.length > 0)
    await tx.insert(productSetTargets).values(input.targetProductIds.map((productId) => ({ setId, productId })));
}

/** `current`: the stored translations, kept when the body has none. */
const setValues = (input: ProductSetInput, current: unknown = {}) => ({
  name: input.name,
  description: input.description,
  translations: storedTranslations(input.translations, current, productSetTranslatedFields),
  priceCents: input.priceCents,
  imageUrl: input.imageUrl,
  isActive: input.isActive,
});

/** The set with its product ids, as the audit log keeps it. */
const auditRow = (set: ProductSet, productIds: number[], targetProductIds: number[]) => ({
  ...set,
  productIds,
  targetProductIds,
});

/** The stored set as the audit log keeps it, with the products and targets it has now. */
async function storedAuditRow(tx: Db, set: ProductSet) {
  const { products, targets } = (await productsOfSets(tx, [set.id])).get(set.id)!;
  return auditRow(
    set,
    products.map((p) => p.id),
    targets.map((p) => p.id),
  );
}

export async function createProductSet(db: Db, actor: AdminActor, input: ProductSetInput): Promise<AdminProductSet> {
  const id = await db.transaction(async (tx) => {
    await checkProductIds(tx, input);
    const [created] = await tx.insert(productSets).values(setValues(input)).returning();
    await writeProducts(tx, created!.id, input);
    await audit.created(tx, actor, created!.id, auditRow(created!, input.productIds, input.targetProductIds));
    return created!.id;
  });
  return getProductSetForAdmin(db, id);
}

export async function updateProductSet(
  db: Db,
  actor: AdminActor,
  id: number,
  input: ProductSetInput,
): Promise<MediaWrite<AdminProductSet>> {
  const before = await db.transaction(async (tx) => {
    const current = await lockRowById(tx, productSets, id, noSet);
    await checkProductIds(tx, input);
    const previous = await storedAuditRow(tx, current);
    const [updated] = await tx
      .update(productSets)
      .set({ ...setValues(input, current.translations), updatedAt: new Date() })
      .where(eq(productSets.id, id))
      .returning();
    await writeProducts(tx, id, input);
    await audit.updated(tx, actor, id, previous, auditRow(updated!, input.productIds, input.targetProductIds));
    return current;
  });
  return {
    result: await getProductSetForAdmin(db, id),
    droppedUrls: droppedUrls([before.imageUrl], [input.imageUrl]),
  };
}

export async function deleteProductSet(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  const deleted = await db.transaction(async (tx) => {
    const current = await lockRowById(tx, productSets, id, noSet);
    const previous = await storedAuditRow(tx, current);
    await tx.delete(productSets).where(eq(productSets.id, id));
    await audit.deleted(tx, actor, id, previous);
    return current;
  });
  return { result: { ok: true }, droppedUrls: droppedUrls([deleted.imageUrl]) };
}
