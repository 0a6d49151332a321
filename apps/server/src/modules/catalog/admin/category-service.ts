/**
 * The admin's categories (ADM-CATG-01..04): list, read, create, edit, delete, and the filter tags
 * a category page offers. Every write records an audit row and announces `categoriesChanged`
 * in its transaction (recordAdminWrite), so the storefront's category pages refresh.
 */
import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  liveEventTypes,
  type AdminCategory,
  type AdminCategoryList,
  type AdminCategoryListParams,
  type CategoryDeleted,
  type CategoryInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { categories, categoryFilters, productTags, products, type Category } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { freeSlug, shortSlug } from '../../../lib/slug.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';

const audit = auditTrail('categories', liveEventTypes.categoriesChanged);
const noCategory = () => notFound('Category not found.');

/** Products the category page lists: its primary products and those assigned to it, archived ones aside. */
const productCount = sql<number>`(
  select count(*)::int from products p
  where p.archived_at is null
    and (p.category_id = categories.id
      or exists (select 1 from product_category_assignments a where a.product_id = p.id and a.category_id = categories.id))
)`;

function hebrewOf(category: Category): AdminCategory['translations'] {
  const he = category.translations.he;
  return he ? { he: { name: he.name ?? '', description: he.description ?? '' } } : {};
}

function toAdminCategory(category: Category, count: number, filterTagIds: number[]): AdminCategory {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    translations: hebrewOf(category),
    productCount: count,
    filterTagIds,
    createdAt: category.createdAt.toISOString(),
  };
}

async function filterTagIdsOf(db: Db, categoryIds: number[]): Promise<Map<number, number[]>> {
  const byCategory = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .select({ categoryId: categoryFilters.categoryId, tagId: categoryFilters.tagId })
    .from(categoryFilters)
    .where(inArray(categoryFilters.categoryId, categoryIds))
    .orderBy(categoryFilters.categoryId, categoryFilters.tagId);
  for (const row of rows) byCategory.get(row.categoryId)?.push(row.tagId);
  return byCategory;
}

export async function listCategoriesForAdmin(db: Db, query: AdminCategoryListParams): Promise<AdminCategoryList> {
  const { page, pageSize } = query;
  const where: SQL | undefined = query.q
    ? or(
        ilike(categories.name, containsPattern(query.q)),
        sql`${categories.translations}->'he'->>'name' ilike ${containsPattern(query.q)}`,
      )
    : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const order = query.sort === 'name' ? [direction(sql`lower(${categories.name})`)] : [direction(categories.createdAt)];
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select({ category: categories, productCount })
      .from(categories)
      .where(where)
      .orderBy(...order, direction(categories.id))
      .$dynamic(),
    { table: categories, where },
  );
  const filters = await filterTagIdsOf(
    db,
    rows.map((row) => row.category.id),
  );
  return {
    items: rows.map((row) => toAdminCategory(row.category, row.productCount, filters.get(row.category.id) ?? [])),
    total,
    page,
    pageSize,
  };
}

async function readCategory(db: Db, id: number): Promise<AdminCategory | null> {
  const [row] = await db.select({ category: categories, productCount }).from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const filters = await filterTagIdsOf(db, [id]);
  return toAdminCategory(row.category, row.productCount, filters.get(id) ?? []);
}

export async function getCategoryForAdmin(db: Db, id: number): Promise<AdminCategory> {
  const category = await readCategory(db, id);
  if (!category) throw noCategory();
  return category;
}

/** The texts as stored: English in name/description, Hebrew in translations.he; a stored `en` is dropped. */
function storedTranslations(current: Category['translations'], input: CategoryInput): Category['translations'] {
  const { en: _en, he: _he, ...others } = current;
  const he = input.translations.he;
  return he && (he.name || he.description) ? { ...others, he } : others;
}

/** ADM-CATG-01: stores the category and answers with the new row (201). */
export async function createCategory(db: Db, actor: AdminActor, input: CategoryInput): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(categories)
      .values({
        slug: await freeSlug(tx, categories.slug, shortSlug(input.name, 'category')),
        name: input.name,
        description: input.description,
        translations: storedTranslations({}, input),
      })
      .returning();
    await audit.created(tx, actor, created!.id, created);
    return created!.id;
  });
  return getCategoryForAdmin(db, id);
}

/** ADM-CATG-02: the English texts (name, description) and the Hebrew translation; the slug stays. */
export async function updateCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  input: CategoryInput,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const current = await lockRowById(tx, categories, id, noCategory);
    const [updated] = await tx
      .update(categories)
      .set({
        name: input.name,
        description: input.description,
        translations: storedTranslations(current.translations, input),
      })
      .where(eq(categories.id, id))
      .returning();
    await audit.updated(tx, actor, id, current, updated);
  });
  return getCategoryForAdmin(db, id);
}

/**
 * ADM-CATG-03. Products whose primary category it was keep existing without one (the foreign
 * key is ON DELETE SET NULL); its assignments and filter rows go with it (CASCADE). The answer
 * says how many products lost their primary category.
 */
export async function deleteCategory(db: Db, actor: AdminActor, id: number): Promise<CategoryDeleted> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, categories, id, noCategory);
    const [primary] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, id));
    const filterTagIds = (await filterTagIdsOf(tx, [id])).get(id) ?? [];
    await tx.delete(categories).where(eq(categories.id, id));
    const productsWithoutCategory = primary?.n ?? 0;
    await audit.deleted(tx, actor, id, { ...current, filterTagIds, productsWithoutCategory });
    return { ok: true as const, productsWithoutCategory };
  });
}

/**
 * ADM-CATG-04: the category's filter rows are deleted and inserted again, in one transaction,
 * so a shopper never sees a half-written set. Unknown tag ids are a 400 naming `tagIds`.
 */
export async function setCategoryFilters(
  db: Db,
  actor: AdminActor,
  id: number,
  tagIds: number[],
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!current) throw noCategory();
    if (tagIds.length > 0) {
      const known = await tx.select({ id: productTags.id }).from(productTags).where(inArray(productTags.id, tagIds));
      const knownIds = new Set(known.map((row) => row.id));
      const unknown = tagIds.filter((tagId) => !knownIds.has(tagId));
      if (unknown.length > 0)
        throw new AppError(400, errorCodes.VALIDATION_FAILED, `tagIds: No tag with the id ${unknown.join(', ')}`, {
          tagIds: `No tag with the id ${unknown.join(', ')}`,
        });
    }
    const before = (await filterTagIdsOf(tx, [id])).get(id) ?? [];
    await tx.delete(categoryFilters).where(eq(categoryFilters.categoryId, id));
    if (tagIds.length > 0) await tx.insert(categoryFilters).values(tagIds.map((tagId) => ({ categoryId: id, tagId })));
    await audit.updated(tx, actor, id, { filterTagIds: before }, { filterTagIds: [...tagIds].sort((a, b) => a - b) });
  });
  return getCategoryForAdmin(db, id);
}
