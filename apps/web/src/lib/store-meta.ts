import { languageOrDefault, type LanguageCode } from '@marquee/contracts';

/*
 * The store's own title and description, for a page with none of its own, in each language
 * (issue 29): the server's first HTML (app/page-meta.ts) and the tab after a screen with its own
 * title closes (hooks/use-document-title.ts).
 */

const STORE_TITLE: Record<LanguageCode, string> = {
  en: 'Marquee — Film merchandise & collectibles',
  he: 'Marquee — מוצרים ופריטי אספנות מעולם הקולנוע',
};

export const STORE_DESCRIPTION: Record<LanguageCode, string> = {
  en: 'Film-themed toys, clothing, posters and collectibles, and Dream Box, a monthly curated box.',
  he: 'צעצועים, ביגוד, פוסטרים ופריטי אספנות בהשראת סרטים, ו־Dream Box, קופסה חודשית שנבחרה בקפידה.',
};

export const storeTitleIn = (language: string | undefined) => STORE_TITLE[languageOrDefault(language)];
