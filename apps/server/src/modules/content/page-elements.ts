import { and, asc, eq } from 'drizzle-orm';
import type { PageElement } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { pageElements, type PageType } from '../../db/schema/index.js';

/**
 * Active admin-placed elements of one page in element_order. `pageId` is the
 * film/product/category id or custom page slug; the home page has none, so it is left out.
 */
export async function listPageElements(db: Db, pageType: PageType, pageId?: string): Promise<PageElement[]> {
  return db
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
}
