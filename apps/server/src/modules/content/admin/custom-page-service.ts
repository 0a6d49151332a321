/**
 * The admin's Custom Pages (issue 14, ADM-CPAGE-01..10): list, read, create, edit, publish and
 * delete. Each write records its audit row and announces `contentChanged` in its own
 * transaction, so every server forgets its cached pages and search index and open storefronts
 * refetch the page: a page switched to Draft is gone at once (CP-14).
 */
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  customPageTranslatedFields,
  errorCodes,
  liveEventTypes,
  type AdminCustomPage,
  type AdminCustomPageList,
  type AdminCustomPageRow,
  type CustomPageValues,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  customPages,
  pageElements,
  type ContentBlock,
  type CustomPage,
  type CustomPageTranslations,
} from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { parseJsonObject } from '../../../lib/json-object.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';

const audit = auditTrail('custom-pages', liveEventTypes.contentChanged);
const noPage = () => notFound('No custom page with this id.');
const slugTaken = (slug: string) =>
  new AppError(409, errorCodes.IN_USE, `Another page already uses the slug "${slug}".`, {
    slug: 'Another page already uses this slug',
  });

/** ADM-CPAGE-01's section count: the page's page_sections rows (the outer column named in full: a bare "id" would be the section's). */
const sectionCount = sql<number>`(select count(*)::int from page_sections s where s.custom_page_id = "custom_pages"."id")`;

const rowColumns = {
  id: customPages.id,
  title: customPages.title,
  slug: customPages.slug,
  isPublished: customPages.isPublished,
  createdAt: customPages.createdAt,
  updatedAt: customPages.updatedAt,
  sectionCount,
};

type RowColumns = {
  [K in keyof typeof rowColumns]: K extends 'sectionCount' ? number : CustomPage[K & keyof CustomPage];
};

function toRow(row: RowColumns): AdminCustomPageRow {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    isPublished: row.isPublished,
    sectionCount: row.sectionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(page: CustomPage, sections: number): AdminCustomPage {
  return {
    ...toRow({ ...page, sectionCount: sections }),
    description: page.description,
    bannerImageUrl: page.bannerImageUrl || null,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    seoKeywords: page.seoKeywords,
    content: Array.isArray(page.content) ? page.content : [],
    translations: {
      he: { ...adminTranslations(page.translations, customPageTranslatedFields).he, content: hebrewBlocks(page) },
    },
  };
}

/** The page's Hebrew blocks as stored ([] when it has none: the page shows the English ones). */
function hebrewBlocks(page: Pick<CustomPage, 'translations'>): ContentBlock[] {
  const blocks = parseJsonObject(parseJsonObject(page.translations).he).content;
  return Array.isArray(blocks) ? (blocks as ContentBlock[]) : [];
}

/**
 * The translations a save stores: the texts by the common rule, and the Hebrew blocks when the
 * body has some (none: the page shows the English blocks). Left out, the stored ones are kept.
 */
function translationsOf(body: CustomPageValues, current: unknown): CustomPageTranslations {
  const next: CustomPageTranslations = storedTranslations(body.translations, current, customPageTranslatedFields);
  const he = body.translations?.he;
  if (!he) return next;
  const blocks = he.content ?? [];
  if (blocks.length === 0) return next;
  return { ...next, he: { ...next.he, content: blocks } };
}

export interface CustomPageListQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'title' | 'updatedAt';
  dir: 'asc' | 'desc';
  q: string;
}

const orderBy: Record<CustomPageListQuery['sort'], (dir: 'asc' | 'desc') => SQL[]> = {
  createdAt: (dir) =>
    dir === 'asc'
      ? [asc(customPages.createdAt), asc(customPages.id)]
      : [desc(customPages.createdAt), desc(customPages.id)],
  updatedAt: (dir) =>
    dir === 'asc'
      ? [asc(customPages.updatedAt), asc(customPages.id)]
      : [desc(customPages.updatedAt), desc(customPages.id)],
  title: (dir) => [dir === 'asc' ? asc(customPages.title) : desc(customPages.title), asc(customPages.id)],
};

/** ADM-CPAGE-01: newest first (created_at descending) unless asked otherwise; `q` matches any part of the title. */
export async function listCustomPagesForAdmin(db: Db, query: CustomPageListQuery): Promise<AdminCustomPageList> {
  const { page, pageSize } = query;
  const where = query.q ? ilike(customPages.title, containsPattern(query.q)) : undefined;
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select(rowColumns)
      .from(customPages)
      .where(where)
      .orderBy(...orderBy[query.sort](query.dir))
      .$dynamic(),
    { table: customPages, where },
  );
  return { items: rows.map(toRow), total, page, pageSize };
}

async function loadPage(db: Db, id: number, lock = false): Promise<{ page: CustomPage; sections: number }> {
  const query = db
    .select({ page: customPages, sections: sectionCount })
    .from(customPages)
    .where(eq(customPages.id, id));
  const [row] = lock ? await query.for('update', { of: customPages }) : await query;
  if (!row) throw noPage();
  return { page: row.page, sections: row.sections };
}

export async function getCustomPageForAdmin(db: Db, id: number): Promise<AdminCustomPage> {
  const { page, sections } = await loadPage(db, id);
  return toDetail(page, sections);
}

/** A second page with this slug: checked first for a clear answer, and caught from the unique index for a race. */
async function assertSlugFree(tx: Db, slug: string, exceptId?: number): Promise<void> {
  const [other] = await tx.select({ id: customPages.id }).from(customPages).where(eq(customPages.slug, slug));
  if (other && other.id !== exceptId) throw slugTaken(slug);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The images a page shows: its banner and its image blocks' addresses in every language (uploads among them are released when dropped). */
function imagesOf(page: Pick<CustomPage, 'bannerImageUrl' | 'content' | 'translations'>): (string | null)[] {
  const blocks = [...(Array.isArray(page.content) ? page.content : []), ...hebrewBlocks(page)];
  const sources = blocks.flatMap((block) =>
    block.type === 'image' && typeof block.src === 'string' ? [block.src] : [],
  );
  return [page.bannerImageUrl, ...sources];
}

const droppedImages = (before: CustomPage, after: CustomPage | null) =>
  droppedUrls(imagesOf(before), after ? imagesOf(after) : []);

async function writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * The row's columns from the editor's body (the schema trimmed the texts and made the slug);
 * `current`: the stored translations, kept when the body has none.
 */
const columnsOf = (body: CustomPageValues, current: unknown = {}) => ({
  title: body.title,
  slug: body.slug,
  description: body.description,
  bannerImageUrl: body.bannerImageUrl,
  metaTitle: body.metaTitle,
  metaDescription: body.metaDescription,
  seoKeywords: body.seoKeywords,
  content: body.content,
  translations: translationsOf(body, current),
  isPublished: body.isPublished,
});

export async function createCustomPage(db: Db, actor: AdminActor, body: CustomPageValues): Promise<AdminCustomPage> {
  return writing(body.slug, () =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, body.slug);
      const [row] = await tx.insert(customPages).values(columnsOf(body)).returning();
      const created = toDetail(row!, 0);
      await audit.created(tx, actor, row!.id, created);
      return created;
    }),
  );
}

/** ADM-CPAGE-09: the editor's save replaces every field and sets updated_at. */
export async function updateCustomPage(
  db: Db,
  actor: AdminActor,
  id: number,
  body: CustomPageValues,
): Promise<MediaWrite<AdminCustomPage>> {
  return writing(body.slug, () =>
    db.transaction(async (tx) => {
      const { page: current, sections } = await loadPage(tx, id, true);
      if (body.slug !== current.slug) await assertSlugFree(tx, body.slug, id);
      const [row] = await tx
        .update(customPages)
        .set({ ...columnsOf(body, current.translations), updatedAt: new Date() })
        .where(eq(customPages.id, id))
        .returning();
      // Page elements name a custom page by its slug: they follow a renamed page.
      if (body.slug !== current.slug)
        await tx
          .update(pageElements)
          .set({ pageId: body.slug, updatedAt: new Date() })
          .where(and(eq(pageElements.pageType, 'custom'), eq(pageElements.pageId, current.slug)));
      const after = toDetail(row!, sections);
      await audit.updated(tx, actor, id, toDetail(current, sections), after);
      return { result: after, droppedUrls: droppedImages(current, row!) };
    }),
  );
}

/** ADM-CPAGE-02: the list's publish toggle; Draft takes the page off the storefront at once (CP-14). */
export async function setCustomPagePublished(
  db: Db,
  actor: AdminActor,
  id: number,
  isPublished: boolean,
): Promise<AdminCustomPageRow> {
  return db.transaction(async (tx) => {
    const { page: current, sections } = await loadPage(tx, id, true);
    const [row] = await tx
      .update(customPages)
      .set({ isPublished, updatedAt: new Date() })
      .where(eq(customPages.id, id))
      .returning();
    await audit.updated(tx, actor, id, { isPublished: current.isPublished }, { isPublished });
    return toRow({ ...row!, sectionCount: sections });
  });
}

/** Deletes the page with its sections (the table's cascade); its uploads are released after. */
export async function deleteCustomPage(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  return db.transaction(async (tx) => {
    const { page: current, sections } = await loadPage(tx, id, true);
    await tx.delete(customPages).where(eq(customPages.id, id));
    await audit.deleted(tx, actor, id, toDetail(current, sections));
    return { result: { ok: true }, droppedUrls: droppedImages(current, null) };
  });
}
