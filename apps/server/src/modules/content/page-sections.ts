import { asc, eq } from 'drizzle-orm';
import type { PageSection } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { pageSections } from '../../db/schema/index.js';
import { safeUrl } from '../../lib/safe-url.js';
import { publicTranslations } from '../../lib/translations.js';

/** The content keys a section's translation may hold (issue 29), read key by key over `content`. */
const sectionTranslatedKeys = ['heading', 'body', 'imageAlt', 'buttonText'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A row's free-form `content` read into the fields the storefront draws (CP-13): heading, body,
 * imageUrl + imageAlt, buttonText + buttonUrl. Missing or malformed fields read as absent.
 */
function toSection(row: typeof pageSections.$inferSelect): PageSection {
  const content = row.content && typeof row.content === 'object' ? row.content : {};
  const imageSrc = safeUrl(content.imageUrl);
  const buttonUrl = safeUrl(content.buttonUrl);
  const buttonText = text(content.buttonText);
  return {
    id: row.id,
    sectionType: row.sectionType.trim().toLowerCase(),
    layoutStyle: row.layoutStyle.trim().toLowerCase(),
    heading: text(content.heading),
    body: text(content.body),
    image: imageSrc ? { src: imageSrc, alt: text(content.imageAlt) } : null,
    button: buttonUrl && buttonText ? { text: buttonText, url: buttonUrl } : null,
    translations: publicTranslations(row.translations, sectionTranslatedKeys, (value) => value.trim()),
  };
}

/** A custom page's sections in sort_order, then creation (id) order (CP-13, docs/decisions/037-custom-page-sections-cp-13.md). */
export async function listPageSections(db: Db, customPageId: number): Promise<PageSection[]> {
  const rows = await db
    .select()
    .from(pageSections)
    .where(eq(pageSections.customPageId, customPageId))
    .orderBy(asc(pageSections.sortOrder), asc(pageSections.id));
  return rows.map(toSection);
}
