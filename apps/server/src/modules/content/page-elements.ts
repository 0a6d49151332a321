import { and, asc, eq } from 'drizzle-orm';
import { pageElementDefaults, pageElementTranslatedFields, type PageElement } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { pageElements, type PageType } from '../../db/schema/index.js';
import { safeColour, safeUrl } from '../../lib/safe-url.js';
import { publicTranslations } from '../../lib/translations.js';

/**
 * Active admin-placed elements of one page in element_order. `pageId` is the
 * film/product/category id or custom page slug; the home page has none, so it is left out.
 */
export async function listPageElements(db: Db, pageType: PageType, pageId?: string): Promise<PageElement[]> {
  const rows = await db
    .select({
      id: pageElements.id,
      elementType: pageElements.elementType,
      title: pageElements.title,
      content: pageElements.content,
      mediaUrl: pageElements.mediaUrl,
      isClickable: pageElements.isClickable,
      destinationUrl: pageElements.destinationUrl,
      buttonText: pageElements.buttonText,
      buttonColor: pageElements.buttonColor,
      backgroundColor: pageElements.backgroundColor,
      textColor: pageElements.textColor,
      translations: pageElements.translations,
    })
    .from(pageElements)
    .where(
      and(
        eq(pageElements.pageType, pageType),
        pageId === undefined ? undefined : eq(pageElements.pageId, pageId),
        eq(pageElements.isActive, true),
      ),
    )
    .orderBy(asc(pageElements.elementOrder), asc(pageElements.id));
  // Addresses and colours are read through the write rules, so a row written before them (or
  // straight into the database) cannot put a vbscript: link or a `red;position:fixed` style on the page.
  return rows.map((row) => ({
    ...row,
    mediaUrl: safeUrl(row.mediaUrl) || null,
    destinationUrl: safeUrl(row.destinationUrl) || null,
    buttonColor: safeColour(row.buttonColor, pageElementDefaults.buttonColor),
    backgroundColor: safeColour(row.backgroundColor, pageElementDefaults.backgroundColor),
    textColor: safeColour(row.textColor, pageElementDefaults.textColor),
    translations: publicTranslations(row.translations, pageElementTranslatedFields),
  }));
}
