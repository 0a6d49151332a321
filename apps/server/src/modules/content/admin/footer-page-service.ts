/**
 * The admin's footer pages (issue 14): the dynamic pages of /page/{slug}. The HTML is
 * sanitised on write with the allow-list the storefront renders with (R-41, one sanitiser:
 * modules/content/sanitize.ts), so what is stored is what was sanitised; the Hebrew HTML
 * (`translations.he.content`, issue 29) likewise. Each write records
 * its audit row and announces `contentChanged`: every server forgets its cached pages (a page
 * taken out of print is 'Page Not Found' at once) and open storefronts refetch.
 */
import { and, asc, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  footerPageTranslatedFields,
  footerQuickLinkSlugs,
  liveEventTypes,
  type AdminFooterPage,
  type AdminFooterPageList,
  type AdminFooterPageRow,
  type FooterPageInput,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { dynamicPages, type DynamicPage } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { readPage } from '../../../lib/paged-list.js';
import { adminTranslations, storedTranslations } from '../../../lib/translations.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { sanitizePageHtml } from '../sanitize.js';

const audit = auditTrail('footer-pages', liveEventTypes.contentChanged);
const noPage = () => notFound('No footer page with this id.');

const inFooter = (slug: string) => (footerQuickLinkSlugs as readonly string[]).includes(slug);

function toRow(row: DynamicPage): AdminFooterPageRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    inFooter: inFooter(row.slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPage = (row: DynamicPage): AdminFooterPage => ({
  ...toRow(row),
  content: row.content,
  translations: adminTranslations(row.translations, footerPageTranslatedFields),
});

/** The audit row's before/after: the fields, and each HTML's length rather than the page itself. */
const auditView = (row: DynamicPage) => {
  const { he } = adminTranslations(row.translations, footerPageTranslatedFields);
  return {
    ...toRow(row),
    contentLength: row.content.length,
    translations: { he: { title: he.title, metaDescription: he.metaDescription, contentLength: he.content.length } },
  };
};

/** The Hebrew HTML is sanitised as the English is. */
const sanitizeField = (value: string, field: (typeof footerPageTranslatedFields)[number]) =>
  field === 'content' ? sanitizePageHtml(value) : value;

export interface FooterPageListQuery {
  page: number;
  pageSize: number;
  sort: 'title' | 'slug' | 'updatedAt';
  dir: 'asc' | 'desc';
  q: string;
}

const sortColumn = { title: dynamicPages.title, slug: dynamicPages.slug, updatedAt: dynamicPages.updatedAt };

/** Every dynamic page (the six seeded Quick Links and any others); `q` matches the title or slug. */
export async function listFooterPages(db: Db, query: FooterPageListQuery): Promise<AdminFooterPageList> {
  const { page, pageSize } = query;
  const where = query.q
    ? or(ilike(dynamicPages.title, containsPattern(query.q)), ilike(dynamicPages.slug, containsPattern(query.q)))
    : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const order: SQL[] = [direction(sortColumn[query.sort]), asc(dynamicPages.id)];
  const { rows, total } = await readPage(
    db,
    query,
    db
      .select()
      .from(dynamicPages)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { table: dynamicPages, where },
  );
  return { items: rows.map(toRow), total, page, pageSize };
}

export async function getFooterPage(db: Db, id: number): Promise<AdminFooterPage> {
  return toPage(await rowById(db, dynamicPages, id, noPage));
}

/** 409 naming `slug` when another page has it (checked first so the answer is clear, and the unique index still guards a race). */
async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: dynamicPages.id })
    .from(dynamicPages)
    .where(and(eq(dynamicPages.slug, slug), exceptId === undefined ? undefined : ne(dynamicPages.id, exceptId)));
  if (taken)
    throw new AppError(409, errorCodes.IN_USE, `Another page already uses the slug "${slug}".`, {
      slug: 'This slug is already used by another page',
    });
}

/** `current`: the stored translations, kept when the body has none. */
const values = (body: FooterPageInput, current: unknown = {}) => ({
  title: body.title,
  slug: body.slug,
  content: sanitizePageHtml(body.content),
  metaDescription: body.metaDescription,
  translations: storedTranslations(body.translations, current, footerPageTranslatedFields, sanitizeField),
  isPublished: body.isPublished,
});

export async function createFooterPage(db: Db, actor: AdminActor, body: FooterPageInput): Promise<AdminFooterPage> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, body.slug);
    const [row] = await tx.insert(dynamicPages).values(values(body)).returning();
    await audit.created(tx, actor, row!.id, auditView(row!));
    return toPage(row!);
  });
}

export async function updateFooterPage(
  db: Db,
  actor: AdminActor,
  id: number,
  body: FooterPageInput,
): Promise<AdminFooterPage> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, dynamicPages, id, noPage);
    if (body.slug !== current.slug) await assertSlugFree(tx, body.slug, id);
    const [row] = await tx
      .update(dynamicPages)
      .set({ ...values(body, current.translations), updatedAt: new Date() })
      .where(eq(dynamicPages.id, id))
      .returning();
    await audit.updated(tx, actor, id, auditView(current), auditView(row!));
    return toPage(row!);
  });
}

export async function deleteFooterPage(db: Db, actor: AdminActor, id: number): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const current = await lockRowById(tx, dynamicPages, id, noPage);
    await tx.delete(dynamicPages).where(eq(dynamicPages.id, id));
    await audit.deleted(tx, actor, id, auditView(current));
  });
  return { ok: true };
}
