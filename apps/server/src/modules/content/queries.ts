import { and, eq } from 'drizzle-orm';
import type { ContentBlock, CustomPage, DynamicPage, Page } from '@marquee/contracts';
import { readContentBlocks } from '@marquee/contracts';
import { customPageTranslations, dynamicPageTranslations } from './translations.js';
import type { Db } from '../../db/client.js';
import { customPages, dynamicPages } from '../../db/schema/index.js';
import { safeUrl } from '../../lib/safe-url.js';
import { withImageSizes, type MediaFiles } from './image-size.js';
import { listPageSections } from './page-sections.js';
import { sanitizePageHtml } from './sanitize.js';

/**
 * Blocks as stored (JSON written by admins): a malformed known block is shown as unsupported, and
 * an image whose src is not a site path or an https address (data:, javascript:) is left out.
 */
function toBlocks(stored: unknown): ContentBlock[] {
  return readContentBlocks(typeof stored === 'string' ? safeJson(stored) : stored).filter(
    (block) => block.type !== 'image' || !('src' in block) || safeUrl(block.src) !== '',
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function getPublishedDynamicPage(db: Db, slug: string): Promise<DynamicPage | null> {
  const [row] = await db
    .select()
    .from(dynamicPages)
    .where(and(eq(dynamicPages.slug, slug), eq(dynamicPages.isPublished, true)));
  if (!row) return null;
  return {
    kind: 'dynamic',
    slug: row.slug,
    title: row.title,
    // Sanitised on every read, so HTML stored before a rule change is still safe.
    html: sanitizePageHtml(row.content),
    metaDescription: row.metaDescription,
    translations: dynamicPageTranslations(row.translations),
  };
}

/** `media`: where /media files are read, to give block images their size (none in some tests). */
export async function getPublishedCustomPage(db: Db, slug: string, media?: MediaFiles): Promise<CustomPage | null> {
  const [row] = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.slug, slug), eq(customPages.isPublished, true)));
  if (!row) return null;
  const blocks = toBlocks(row.content);
  const withSizes = (list: ContentBlock[]) => (media ? withImageSizes(list, media) : list);
  return {
    kind: 'custom',
    slug: row.slug,
    title: row.title,
    description: row.description,
    bannerImageUrl: safeUrl(row.bannerImageUrl) || null,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    seoKeywords: row.seoKeywords,
    blocks: await withSizes(blocks),
    sections: await listPageSections(db, row.id),
    translations: await customPageTranslations(row.translations, (stored) => withSizes(toBlocks(stored))),
  };
}

/** /page/{slug}: the published dynamic page, else the published custom page (spec D-02). */
export async function getPage(db: Db, slug: string, media?: MediaFiles): Promise<Page | null> {
  return (await getPublishedDynamicPage(db, slug)) ?? (await getPublishedCustomPage(db, slug, media));
}
