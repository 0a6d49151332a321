/**
 * The admin's home sections (ADM-HSEC-01..06, R-32): list, read, create, replace, delete. A
 * section's products are rewritten with it in one transaction; every write records an audit row
 * and announces `contentChanged`, which the home page listens to.
 */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  errorCodes,
  homeSectionTranslatedFields,
  liveEventTypes,
  type AdminHomeSection,
  type AdminHomeSectionList,
  type AdminHomeSectionProduct,
  type HomeSectionInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  homeSectionProducts,
  homeSections,
  productImages,
  products,
  type HomeSection,
} from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';

const audit = auditTrail('home-sections', liveEventTypes.contentChanged);
const noSection = () => notFound('Home section not found.');

const toRow = (section: HomeSection, productCount: number) => ({
  id: section.id,
  title: section.title,
  description: section.description,
  sectionOrder: section.sectionOrder,
  maxProductsDisplay: section.maxProductsDisplay,
  isActive: section.isActive,
  productCount,
  translations: adminTranslations(section.translations, homeSectionTranslatedFields),
  updatedAt: section.updatedAt.toISOString(),
});

/** ADM-HSEC-02: every section by section_order, then id, with how many products it holds. */
export async function listHomeSectionsForAdmin(db: Db): Promise<AdminHomeSectionList> {
  const [rows, counts] = await Promise.all([
    db.select().from(homeSections).orderBy(asc(homeSections.sectionOrder), asc(homeSections.id)),
    db
      .select({ sectionId: homeSectionProducts.homeSectionId, n: count() })
      .from(homeSectionProducts)
      .groupBy(homeSectionProducts.homeSectionId),
  ]);
  const bySection = new Map(counts.map((row) => [row.sectionId, row.n]));
  return rows.map((row) => toRow(row, bySection.get(row.id) ?? 0));
}

/** A section's products in sort order, with their main image and whether they are archived. */
async function productsOfSection(db: Db, sectionId: number): Promise<AdminHomeSectionProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      archivedAt: products.archivedAt,
    })
    .from(homeSectionProducts)
    .innerJoin(products, eq(products.id, homeSectionProducts.productId))
    .where(eq(homeSectionProducts.homeSectionId, sectionId))
    .orderBy(asc(homeSectionProducts.sortOrder), asc(homeSectionProducts.id));
  const images = rows.length
    ? await db
        .select({ productId: productImages.productId, url: productImages.url })
        .from(productImages)
        .where(
          and(
            inArray(
              productImages.productId,
              rows.map((row) => row.id),
            ),
            eq(productImages.kind, 'image'),
          ),
        )
        .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id))
    : [];
  const firstImage = new Map<number, string>();
  for (const image of images) if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.url);
  return rows.map(({ archivedAt, ...row }) => ({
    ...row,
    imageUrl: firstImage.get(row.id) ?? null,
    archived: archivedAt !== null,
  }));
}

export async function getHomeSectionForAdmin(db: Db, id: number): Promise<AdminHomeSection> {
  const section = await rowById(db, homeSections, id, noSection);
  const sectionProducts = await productsOfSection(db, id);
  return { ...toRow(section, sectionProducts.length), products: sectionProducts };
}

/** The body's product ids in order. */
const productIdsIn = (input: HomeSectionInput) => input.products.map((item) => item.productId);

/** A 400 naming `products` when an id is of no product or of an archived one. */
async function checkProducts(tx: Db, input: HomeSectionInput): Promise<void> {
  const ids = productIdsIn(input);
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: products.id, archived: isNotNull(products.archivedAt) })
    .from(products)
    .where(inArray(products.id, ids));
  const live = new Set(found.filter((row) => !row.archived).map((row) => row.id));
  const bad = ids.filter((id) => !live.has(id));
  if (bad.length === 0) return;
  const message = `No product on sale with the id ${bad.join(', ')}`;
  throw new AppError(400, errorCodes.VALIDATION_FAILED, `products: ${message}`, { products: message });
}

async function writeProducts(tx: Db, sectionId: number, input: HomeSectionInput): Promise<void> {
  await tx.delete(homeSectionProducts).where(eq(homeSectionProducts.homeSectionId, sectionId));
  if (input.products.length > 0)
    await tx
      .insert(homeSectionProducts)
      .values(input.products.map(({ productId, sortOrder }) => ({ homeSectionId: sectionId, productId, sortOrder })));
}

/** `current`: the stored translations, kept when the body has none. */
const sectionValues = (input: HomeSectionInput, current: unknown = {}) => ({
  title: input.title,
  description: input.description,
  translations: storedTranslations(input.translations, current, homeSectionTranslatedFields),
  sectionOrder: input.sectionOrder,
  maxProductsDisplay: input.maxProductsDisplay,
  isActive: input.isActive,
});

/** The section with its product ids in order, as the audit log keeps it. */
const auditRow = (section: HomeSection, productIds: number[]) => ({ ...section, productIds });

export async function createHomeSection(db: Db, actor: AdminActor, input: HomeSectionInput): Promise<AdminHomeSection> {
  const id = await db.transaction(async (tx) => {
    await checkProducts(tx, input);
    const [created] = await tx.insert(homeSections).values(sectionValues(input)).returning();
    await writeProducts(tx, created!.id, input);
    await audit.created(tx, actor, created!.id, auditRow(created!, productIdsIn(input)));
    return created!.id;
  });
  return getHomeSectionForAdmin(db, id);
}

async function productIdsOf(tx: Db, sectionId: number): Promise<number[]> {
  const rows = await tx
    .select({ productId: homeSectionProducts.productId })
    .from(homeSectionProducts)
    .where(eq(homeSectionProducts.homeSectionId, sectionId))
    .orderBy(asc(homeSectionProducts.sortOrder), asc(homeSectionProducts.id));
  return rows.map((row) => row.productId);
}

export async function updateHomeSection(
  db: Db,
  actor: AdminActor,
  id: number,
  input: HomeSectionInput,
): Promise<AdminHomeSection> {
  await db.transaction(async (tx) => {
    const current = await lockRowById(tx, homeSections, id, noSection);
    await checkProducts(tx, input);
    const previous = await productIdsOf(tx, id);
    const [updated] = await tx
      .update(homeSections)
      .set({ ...sectionValues(input, current.translations), updatedAt: new Date() })
      .where(eq(homeSections.id, id))
      .returning();
    await writeProducts(tx, id, input);
    await audit.updated(tx, actor, id, auditRow(current, previous), auditRow(updated!, productIdsIn(input)));
  });
  return getHomeSectionForAdmin(db, id);
}

export async function deleteHomeSection(db: Db, actor: AdminActor, id: number): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const current = await lockRowById(tx, homeSections, id, noSection);
    const previous = await productIdsOf(tx, id);
    await tx.delete(homeSections).where(eq(homeSections.id, id));
    await audit.deleted(tx, actor, id, auditRow(current, previous));
  });
  return { ok: true };
}
