/**
 * The admin's Dream Box tab (issue 13, ADM-DBOX-01..06): the monthly price, stored as the
 * dream_box_price setting in dollars and read by the home promotion, the checkout quote and the
 * subscription charge through settings/service.ts (which caches nothing, so the next read has
 * it), and the Dream Box categories. Each write records its audit row and announces
 * `dreamBoxChanged` in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  liveEventTypes,
  type AdminDreamBoxCategory,
  type AdminDreamBoxCategoryList,
  type DreamBoxCategoryInput,
  type DreamBoxPrice,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  dreamBoxCategories,
  dreamBoxSubscriptionCategories,
  dreamBoxSubscriptions,
  siteSettings,
  type DreamBoxCategory,
} from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { recordAdminWrite, type AdminActor } from '../../audit/record.js';
import { getPublicSettings } from '../../settings/service.js';

const event = liveEventTypes.dreamBoxChanged;
const PRICE_RESOURCE = 'dream-box';
const CATEGORY_RESOURCE = 'dream-box/categories';
export const DREAM_BOX_PRICE_KEY = 'dream_box_price';
const noCategory = () => notFound('No Dream Box category with this id.');

/** Subscriptions that still ship boxes: a category they picked is not deleted under them. */
const LIVE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'suspended'] as const;

/** The price every part of the store uses: the setting, or 29.99 when it is missing or malformed. */
export async function getDreamBoxPrice(db: Db): Promise<DreamBoxPrice> {
  const { dreamBoxPriceCents } = await getPublicSettings(db);
  return { price: dreamBoxPriceCents / 100, priceCents: dreamBoxPriceCents };
}

export interface WriteResult<T> {
  result: T;
  /** Upload URLs the write dropped: release them once it has committed. */
  droppedUrls: string[];
}

/** ADM-DBOX-01: upserts the setting (a plain number of dollars, as the seed stores it). */
export async function setDreamBoxPrice(db: Db, actor: AdminActor, price: number): Promise<DreamBoxPrice> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, DREAM_BOX_PRICE_KEY));
    await tx
      .insert(siteSettings)
      .values({ settingKey: DREAM_BOX_PRICE_KEY, settingValue: price })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: price, updatedAt: new Date() } });
    await recordAdminWrite(tx, actor, {
      action: current ? 'update' : 'create',
      resource: PRICE_RESOURCE,
      resourceId: 'price',
      before: current ? { price: current.settingValue } : undefined,
      after: { price },
      event,
    });
    return { price, priceCents: Math.round(price * 100) };
  });
}

function toCategory(row: DreamBoxCategory): AdminDreamBoxCategory {
  return { id: row.id, name: row.name, imageUrl: row.imageUrl, createdAt: row.createdAt.toISOString() };
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dreamBoxCategories)
      .where(where)
      .orderBy(...orderBy[query.sort](query.dir))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(dreamBoxCategories).where(where),
  ]);
  return { items: rows.map(toCategory), total: total?.n ?? 0, page, pageSize };
}

async function loadCategory(db: Db, id: number, lock = false): Promise<DreamBoxCategory> {
  const query = db.select().from(dreamBoxCategories).where(eq(dreamBoxCategories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noCategory();
  return row;
}

export async function getDreamBoxCategoryForAdmin(db: Db, id: number): Promise<AdminDreamBoxCategory> {
  return toCategory(await loadCategory(db, id));
}

/** ADM-DBOX-03: stores {name, image_url}; the body schema trimmed the name and made a blank image null. */
export async function createDreamBoxCategory(
  db: Db,
  actor: AdminActor,
  body: DreamBoxCategoryInput,
): Promise<AdminDreamBoxCategory> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dreamBoxCategories).values(body).returning();
    const created = toCategory(row!);
    await recordAdminWrite(tx, actor, {
      action: 'create',
      resource: CATEGORY_RESOURCE,
      resourceId: row!.id,
      after: created,
      event,
    });
    return created;
  });
}

export async function updateDreamBoxCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  body: DreamBoxCategoryInput,
): Promise<WriteResult<AdminDreamBoxCategory>> {
  return db.transaction(async (tx) => {
    const current = await loadCategory(tx, id, true);
    const [row] = await tx.update(dreamBoxCategories).set(body).where(eq(dreamBoxCategories.id, id)).returning();
    const after = toCategory(row!);
    await recordAdminWrite(tx, actor, {
      action: 'update',
      resource: CATEGORY_RESOURCE,
      resourceId: id,
      before: toCategory(current),
      after,
      event,
    });
    const dropped = current.imageUrl && current.imageUrl !== row!.imageUrl ? [current.imageUrl] : [];
    return { result: after, droppedUrls: dropped };
  });
}

/**
 * Deletes a category. One that a live subscription (pending, active or suspended) picked is
 * kept, 409 IN_USE: the subscriber chose it for the boxes still to ship. Ended subscriptions
 * lose the pick with the category (the table's cascade).
 */
export async function deleteDreamBoxCategory(db: Db, actor: AdminActor, id: number): Promise<WriteResult<void>> {
  return db.transaction(async (tx) => {
    const current = await loadCategory(tx, id, true);
    const [picked] = await tx
      .select({ n: count() })
      .from(dreamBoxSubscriptionCategories)
      .innerJoin(dreamBoxSubscriptions, eq(dreamBoxSubscriptions.id, dreamBoxSubscriptionCategories.subscriptionId))
      .where(
        and(
          eq(dreamBoxSubscriptionCategories.dreamBoxCategoryId, id),
          inArray(dreamBoxSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        ),
      );
    if (picked && picked.n > 0)
      throw new AppError(
        409,
        errorCodes.IN_USE,
        `${picked.n} Dream Box subscription${picked.n === 1 ? ' has' : 's have'} picked this category, so it cannot be deleted. Rename it instead.`,
        { categoryId: 'Picked by Dream Box subscriptions' },
      );
    await tx.delete(dreamBoxCategories).where(eq(dreamBoxCategories.id, id));
    await recordAdminWrite(tx, actor, {
      action: 'delete',
      resource: CATEGORY_RESOURCE,
      resourceId: id,
      before: toCategory(current),
      event,
    });
    return { result: undefined, droppedUrls: current.imageUrl ? [current.imageUrl] : [] };
  });
}
