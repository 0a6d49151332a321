/**
 * The admin's product writes (issue 13): create, update with optimistic concurrency, and
 * delete, which archives a product that orders refer to. Each write runs in one transaction
 * with its audit row and its live event (recordAdminWrite); the uploads a write dropped are
 * released after the commit, so a rolled-back save never loses a file.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  liveEventTypes,
  PRODUCT_STALE_WRITE_MESSAGE,
  type AdminProductDeleteResult,
  type AdminProductDetail,
  type AdminProductValues,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { adminProductUpdateSchema } from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  categories,
  checkoutPayments,
  orderItems,
  productCategoryAssignments,
  productImages,
  productTagAssignments,
  productTags,
  products,
  type ProductTranslations,
} from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { freeSlug } from '../../../lib/slug.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';
import { findProductDetail, noProduct } from './product-detail.js';

type ProductUpdateValues = z.output<typeof adminProductUpdateSchema>;

const audit = auditTrail('products', liveEventTypes.productsChanged);

/** A 400 like a schema failure's: `fields` names the bad field. */
function invalid(field: string, message: string): AppError {
  return new AppError(400, errorCodes.VALIDATION_FAILED, `${field}: ${message}`, { [field]: message });
}

const staleWrite = () =>
  new AppError(409, errorCodes.STALE_WRITE, PRODUCT_STALE_WRITE_MESSAGE, { version: PRODUCT_STALE_WRITE_MESSAGE });

/** Lower-case words joined by dashes; a title of other letters only (Hebrew) becomes "product". */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** Unknown category or tag ids are a 400 naming the field, never a foreign-key failure. */
async function checkReferences(tx: Db, body: AdminProductValues): Promise<void> {
  const categoryIds = [...new Set([...(body.categoryId === null ? [] : [body.categoryId]), ...body.categoryIds])];
  if (categoryIds.length > 0) {
    const found = new Set(
      (await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))).map(
        (row) => row.id,
      ),
    );
    if (body.categoryId !== null && !found.has(body.categoryId)) throw invalid('categoryId', 'Unknown category');
    if (body.categoryIds.some((id) => !found.has(id))) throw invalid('categoryIds', 'Unknown category');
  }
  const tagIds = [...new Set(body.tagIds)];
  if (tagIds.length > 0) {
    const found = await tx.select({ id: productTags.id }).from(productTags).where(inArray(productTags.id, tagIds));
    if (found.length !== tagIds.length) throw invalid('tagIds', 'Unknown tag');
  }
}

/** The stored translations with the Hebrew ones replaced (other languages are kept). */
function withHebrew(stored: ProductTranslations, body: AdminProductValues): ProductTranslations {
  const { he: _old, ...others } = stored;
  const he = body.translations.he;
  return he && (he.title || he.description)
    ? { ...others, he: { title: he.title, description: he.description } }
    : others;
}

function productColumns(body: AdminProductValues) {
  return {
    title: body.title,
    description: body.description,
    priceCents: body.priceCents,
    stockQuantity: body.stockQuantity,
    categoryId: body.categoryId,
    isBestseller: body.isBestseller,
    // The order means something only for a best seller.
    bestsellerOrder: body.isBestseller ? body.bestsellerOrder : null,
    badgeEnabled: body.badgeEnabled,
    badgeText: body.badgeText || null,
    badgeColor: body.badgeColor,
  };
}

/** Replaces the product's media, further categories and tags with the body's. */
async function writeRelations(tx: Db, productId: number, body: AdminProductValues): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.delete(productCategoryAssignments).where(eq(productCategoryAssignments.productId, productId));
  await tx.delete(productTagAssignments).where(eq(productTagAssignments.productId, productId));
  if (body.media.length > 0)
    await tx
      .insert(productImages)
      .values(
        body.media.map((item, sortOrder) => ({ productId, url: item.url, kind: item.type, alt: item.alt, sortOrder })),
      );
  const further = [...new Set(body.categoryIds)].filter((id) => id !== body.categoryId);
  if (further.length > 0)
    await tx.insert(productCategoryAssignments).values(further.map((categoryId) => ({ productId, categoryId })));
  const tags = [...new Set(body.tagIds)];
  if (tags.length > 0) await tx.insert(productTagAssignments).values(tags.map((tagId) => ({ productId, tagId })));
}

/** The uploads of `before` that `after` (or a deleted product) no longer shows. */
const droppedMedia = (before: AdminProductDetail, after: AdminProductDetail | null) =>
  droppedUrls(
    before.media.map((item) => item.url),
    after?.media.map((item) => item.url),
  );

export async function createProduct(db: Db, actor: AdminActor, body: AdminProductValues): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const [created] = await tx
      .insert(products)
      .values({
        ...productColumns(body),
        slug: await freeSlug(tx, products.slug, slugify(body.title)),
        translations: withHebrew({}, body),
      })
      .returning({ id: products.id });
    await writeRelations(tx, created!.id, body);
    const after = (await findProductDetail(tx, created!.id))!;
    await audit.created(tx, actor, after.id, after);
    return after;
  });
}

/**
 * Saves a whole product if `body.version` is still the stored one, and bumps the version. The
 * row is locked first, so of two saves based on one version the second waits, then finds the
 * new version and gets 409 STALE_WRITE having changed nothing, on PostgreSQL and PGlite alike.
 */
export async function updateProduct(
  db: Db,
  actor: AdminActor,
  id: number,
  body: ProductUpdateValues,
): Promise<MediaWrite<AdminProductDetail>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: products.version, translations: products.translations, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!locked) throw noProduct();
    if (locked.version !== body.version) throw staleWrite();
    await checkReferences(tx, body);
    const before = (await findProductDetail(tx, id))!;
    const archivedAt =
      body.archived === undefined ? locked.archivedAt : body.archived ? (locked.archivedAt ?? new Date()) : null;
    const updated = await tx
      .update(products)
      .set({
        ...productColumns(body),
        translations: withHebrew(locked.translations, body),
        archivedAt,
        version: sql`${products.version} + 1`,
      })
      .where(and(eq(products.id, id), eq(products.version, body.version)))
      .returning({ id: products.id });
    if (updated.length === 0) throw staleWrite();
    await writeRelations(tx, id, body);
    const after = (await findProductDetail(tx, id))!;
    await audit.updated(tx, actor, id, before, after);
    return { result: after, droppedUrls: droppedMedia(before, after) };
  });
}

/** Orders (and checkout payments, open or done) name the product: its row must stay. */
async function hasOrders(tx: Db, id: number): Promise<boolean> {
  const [ordered] = await tx
    .select({ one: sql`1` })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  if (ordered) return true;
  const [paying] = await tx
    .select({ one: sql`1` })
    .from(checkoutPayments)
    .where(sql`${checkoutPayments.lines} @> ${JSON.stringify([{ productId: id }])}::jsonb`)
    .limit(1);
  return paying !== undefined;
}

/**
 * Deletes a product with its media, tags and assignments (cascades); one that orders refer to
 * is archived instead: hidden from the storefront, kept for the order history.
 */
export async function deleteProduct(
  db: Db,
  actor: AdminActor,
  id: number,
): Promise<MediaWrite<AdminProductDeleteResult>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw noProduct();
    const before = (await findProductDetail(tx, id))!;
    if (await hasOrders(tx, id)) {
      await tx
        .update(products)
        .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, version: sql`${products.version} + 1` })
        .where(eq(products.id, id));
      const after = (await findProductDetail(tx, id))!;
      await audit.record(tx, actor, { action: 'archive', resourceId: id, before, after });
      return { result: { archived: true }, droppedUrls: [] };
    }
    await tx.delete(products).where(eq(products.id, id));
    await audit.deleted(tx, actor, id, before);
    return { result: { archived: false }, droppedUrls: droppedMedia(before, null) };
  });
}
