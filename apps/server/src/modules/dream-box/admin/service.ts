/**
 * The admin's Dream Box tab (issue 13, ADM-DBOX-01..06): the monthly price, stored as the
 * dream_box_price setting in dollars and read by the home promotion, the checkout quote and the
 * subscription charge through settings/service.ts (which caches nothing, so the next read has
 * it), and the Dream Box categories. Each write records its audit row and announces
 * `dreamBoxChanged` in its own transaction.
 */
import { asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  dreamBoxCategoryTranslatedFields,
  liveEventTypes,
  type AdminDreamBoxCategory,
  type AdminDreamBoxCategoryList,
  type DreamBoxCategoryInput,
  type DreamBoxPrice,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { dreamBoxCategories, siteSettings, type DreamBoxCategory } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';
import { getPublicSettings } from '../../settings/service.js';
import { refuseIfPicked } from '../picks.js';

const priceAudit = auditTrail('dream-box', liveEventTypes.dreamBoxChanged);
const categoryAudit = auditTrail('dream-box/categories', liveEventTypes.dreamBoxChanged);
export const DREAM_BOX_PRICE_KEY = 'dream_box_price';
const noCategory = () => notFound('No Dream Box category with this id.');

/** The price every part of the store uses: the setting, or 29.99 when it is missing or malformed. */
export async function getDreamBoxPrice(db: Db): Promise<DreamBoxPrice> {
  const { dreamBoxPriceCents } = await getPublicSettings(db);
  return { price: dreamBoxPriceCents / 100, priceCents: dreamBoxPriceCents };
}

/** ADM-DBOX-01: upserts the setting (a plain number of dollars, as the seed stores it). */
export async function setDreamBoxPrice(db: Db, actor: AdminActor, price: number): Promise<DreamBoxPrice> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, DREAM_BOX_PRICE_KEY));
    await tx
      .insert(siteSettings)
      .values({ settingKey: DREAM_BOX_PRICE_KEY, settingValue: price })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: price, updatedAt: new Date() } });
    await priceAudit.record(tx, actor, {
      action: current ? 'update' : 'create',
      resourceId: 'price',
      before: current ? { price: current.settingValue } : undefined,
      after: { price },
    });
    return { price, priceCents: Math.round(price * 100) };
  });
}

function toCategory(row: DreamBoxCategory): AdminDreamBoxCategory {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    translations: adminTranslations(row.translations, dreamBoxCategoryTranslatedFields),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The row's columns from the body; `current`: the stored translations, kept when the body has none. */
function categoryValues(body: DreamBoxCategoryInput, current: unknown = {}) {
  return {
    name: body.name,
    imageUrl: body.imageUrl,
    translations: storedTranslations(body.translations, current, dreamBoxCategoryTranslatedFields),
  };
}

export interface CategoryListQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'name';
  dir: 'asc' | 'desc';
  q: string;
}

const orderBy: Record<CategoryListQuery['sort'], (dir: 'asc' | 'desc') => SQL[]> = {
  createdAt: (dir) =>
    dir === 'asc'
      ? [asc(dreamBoxCategories.createdAt), asc(dreamBoxCategories.id)]
      : [desc(dreamBoxCategories.createdAt), desc(dreamBoxCategories.id)],
  name: (dir) => [
    dir === 'asc' ? asc(dreamBoxCategories.name) : desc(dreamBoxCategories.name),
    asc(dreamBoxCategories.id),
  ],
};

/** ADM-DBOX-02: newest first (created_at descending); `q` matches any part of the name. */
export async function listDreamBoxCategoriesForAdmin(
  db: Db,
  query: CategoryListQuery,
): Promise<AdminDreamBoxCategoryList> {
  const { page, pageSize } = query;
  const where = query.q ? ilike(dreamBoxCategories.name, containsPattern(query.q)) : undefined;
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select()
      .from(dreamBoxCategories)
      .where(where)
      .orderBy(...orderBy[query.sort](query.dir))
      .$dynamic(),
    { table: dreamBoxCategories, where },
  );
  return { items: rows.map(toCategory), total, page, pageSize };
}

export async function getDreamBoxCategoryForAdmin(db: Db, id: number): Promise<AdminDreamBoxCategory> {
  return toCategory(await rowById(db, dreamBoxCategories, id, noCategory));
}

/** ADM-DBOX-03: stores {name, image_url, translations}; the body schema trimmed the name and made a blank image null. */
export async function createDreamBoxCategory(
  db: Db,
  actor: AdminActor,
  body: DreamBoxCategoryInput,
): Promise<AdminDreamBoxCategory> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dreamBoxCategories).values(categoryValues(body)).returning();
    const created = toCategory(row!);
    await categoryAudit.created(tx, actor, row!.id, created);
    return created;
  });
}

export async function updateDreamBoxCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  body: DreamBoxCategoryInput,
): Promise<MediaWrite<AdminDreamBoxCategory>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, dreamBoxCategories, id, noCategory);
    const [row] = await tx
      .update(dreamBoxCategories)
      .set(categoryValues(body, current.translations))
      .where(eq(dreamBoxCategories.id, id))
      .returning();
    const after = toCategory(row!);
    await categoryAudit.updated(tx, actor, id, toCategory(current), after);
    return { result: after, droppedUrls: droppedUrls([current.imageUrl], [row!.imageUrl]) };
  });
}

/**
 * Deletes a category. One that a live subscription (pending, active or suspended) picked is
 * kept, 409 IN_USE: the subscriber chose it for the boxes still to ship. Ended subscriptions
 * lose the pick with the category (the table's cascade).
 */
export async function deleteDreamBoxCategory(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, dreamBoxCategories, id, noCategory);
    await refuseIfPicked(tx, { categoryId: id }, 'Rename it instead.', {
      categoryId: 'Picked by Dream Box subscriptions',
    });
    await tx.delete(dreamBoxCategories).where(eq(dreamBoxCategories.id, id));
    await categoryAudit.deleted(tx, actor, id, toCategory(current));
    return { result: { ok: true }, droppedUrls: droppedUrls([current.imageUrl]) };
  });
}
