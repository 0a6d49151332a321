/**
 * The admin's Page Elements (issue 14, ADM-ELEM-01..09). The body schema applied the defaults
 * (ADM-ELEM-05/06), the colour and link rules and the title-or-content rule (ADM-ELEM-04); here
 * the page an element goes on must exist (400 naming `pageId`). Each write records its audit row
 * and announces `contentChanged` (the home, product, category and custom pages' elements);
 * an element on a film page also announces `filmsChanged`, since the film page carries its
 * elements in its own payload (decision 038).
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  liveEventTypes,
  pageElementTranslatedFields,
  type AdminPageElement,
  type AdminPageElementList,
  type ElementPageType,
  type PageElementInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { categories, customPages, films, pageElements, products, type PageElement } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { publishCatalogEvent } from '../../live-events/publish.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';

const audit = auditTrail('page-elements', liveEventTypes.contentChanged);
const noElement = () => notFound('No page element with this id.');

export function toAdminPageElement(row: PageElement): AdminPageElement {
  return {
    id: row.id,
    pageType: row.pageType,
    pageId: row.pageId,
    elementType: row.elementType,
    elementOrder: row.elementOrder,
    title: row.title,
    content: row.content,
    mediaUrl: row.mediaUrl,
    isClickable: row.isClickable,
    destinationUrl: row.destinationUrl,
    buttonText: row.buttonText,
    buttonColor: row.buttonColor,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    isActive: row.isActive,
    translations: adminTranslations(row.translations, pageElementTranslatedFields),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface PageElementListQuery {
  page: number;
  pageSize: number;
  sort: 'position' | 'title' | 'updatedAt';
  dir: 'asc' | 'desc';
  q: string;
  pageType?: ElementPageType | undefined;
}

/** ADM-ELEM-01: by page type, page and element_order unless sorted otherwise; `q` matches the title or content. */
export async function listPageElementsForAdmin(db: Db, query: PageElementListQuery): Promise<AdminPageElementList> {
  const { page, pageSize } = query;
  const direction = query.dir === 'asc' ? asc : desc;
  const where = and(
    query.pageType ? eq(pageElements.pageType, query.pageType) : undefined,
    query.q
      ? or(ilike(pageElements.title, containsPattern(query.q)), ilike(pageElements.content, containsPattern(query.q)))
      : undefined,
  );
  const order: SQL[] =
    query.sort === 'position'
      ? [
          direction(pageElements.pageType),
          direction(pageElements.pageId),
          direction(pageElements.elementOrder),
          direction(pageElements.id),
        ]
      : [direction(query.sort === 'title' ? pageElements.title : pageElements.updatedAt), asc(pageElements.id)];
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select()
      .from(pageElements)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { table: pageElements, where },
  );
  return { items: rows.map(toAdminPageElement), total, page, pageSize };
}

export async function getPageElementForAdmin(db: Db, id: number): Promise<AdminPageElement> {
  return toAdminPageElement(await rowById(db, pageElements, id, noElement));
}

/** The element's page must exist: a film, product or category by id, a custom page by slug. */
async function assertPageExists(db: Db, pageType: ElementPageType, pageId: string | null) {
  if (pageType === 'home' || pageId === null) return;
  const id = Number(pageId);
  const [found] =
    pageType === 'film'
      ? await db.select({ id: films.id }).from(films).where(eq(films.id, id))
      : pageType === 'product'
        ? await db.select({ id: products.id }).from(products).where(eq(products.id, id))
        : pageType === 'category'
          ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
          : await db.select({ id: customPages.id }).from(customPages).where(eq(customPages.slug, pageId));
  if (!found) {
    const message = pageType === 'custom' ? 'No custom page has this slug' : `No ${pageType} has this id`;
    throw badRequest(`pageId: ${message}`, { pageId: message });
  }
}

/** The row's columns from the body; `current`: the stored translations, kept when the body has none. */
const elementValues = ({ translations, ...body }: PageElementInput, current: unknown = {}) => ({
  ...body,
  translations: storedTranslations(translations, current, pageElementTranslatedFields),
});

/** The film page carries its elements in the film payload, so its open pages refetch on filmsChanged. */
async function announceFilmPage(tx: Db, ...rows: ({ pageType: string } | undefined)[]) {
  if (rows.some((row) => row?.pageType === 'film'))
    await publishCatalogEvent(tx, { type: liveEventTypes.filmsChanged });
}

export async function createPageElement(db: Db, actor: AdminActor, body: PageElementInput): Promise<AdminPageElement> {
  return db.transaction(async (tx) => {
    await assertPageExists(tx, body.pageType, body.pageId);
    const [row] = await tx.insert(pageElements).values(elementValues(body)).returning();
    const created = toAdminPageElement(row!);
    await audit.created(tx, actor, row!.id, created);
    await announceFilmPage(tx, row);
    return created;
  });
}

export async function updatePageElement(
  db: Db,
  actor: AdminActor,
  id: number,
  body: PageElementInput,
): Promise<MediaWrite<AdminPageElement>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, pageElements, id, noElement);
    await assertPageExists(tx, body.pageType, body.pageId);
    const [row] = await tx
      .update(pageElements)
      .set({ ...elementValues(body, current.translations), updatedAt: new Date() })
      .where(eq(pageElements.id, id))
      .returning();
    const after = toAdminPageElement(row!);
    await audit.updated(tx, actor, id, toAdminPageElement(current), after);
    await announceFilmPage(tx, current, row);
    return { result: after, droppedUrls: droppedUrls([current.mediaUrl], [row!.mediaUrl]) };
  });
}

export async function deletePageElement(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, pageElements, id, noElement);
    await tx.delete(pageElements).where(eq(pageElements.id, id));
    await audit.deleted(tx, actor, id, toAdminPageElement(current));
    await announceFilmPage(tx, current);
    return { result: { ok: true }, droppedUrls: droppedUrls([current.mediaUrl]) };
  });
}
