import {
  languageOrDefault,
  localized,
  localizedUrl,
  translationIn,
  type ContentBlock,
  type CustomPage,
  type DynamicPage,
  type PageSection,
} from '@marquee/contracts';

/*
 * The content pages in the page's language (issue 29): each text is the language's, or the
 * English one when that is blank or missing (`localized()`, field by field). The API carries every
 * language; the page, its <head> (app/page-meta.ts) and the server's first HTML read them here.
 */

/**
 * A <head> text (SEO title, meta description) in `language`: its own; else none when the text it
 * stands for (the title, the description) is written in `language` (the page's <head> is then
 * made from that, in the page's language); else the English one.
 */
function headText<Field extends string>(
  translations: Partial<Record<string, Partial<Record<Field, string>>>>,
  language: string,
  field: Field,
  shownInstead: Field,
  english: string,
): string {
  const own = translationIn(translations, language, field);
  if (own) return own;
  return translationIn(translations, language, shownInstead) ? '' : localized(translations, language, field, english);
}

/** Paths that are files or the API, never a page: the same address in every language. */
const NOT_A_PAGE = /^\/(?:api|media|assets|admin|he)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * The HTML's links to the store's own pages, in `language`: staff write `/page/shipping-info`,
 * and a Hebrew reader who follows it stays in Hebrew (`/he/page/shipping-info`, decision 099).
 * The HTML comes sanitised from the server, every attribute double-quoted.
 */
export function localizePageLinks(html: string, language: string): string {
  const code = languageOrDefault(language);
  return html.replace(/(<a\s[^>]*?href=")(\/(?!\/)[^"]*)"/gi, (whole, start: string, href: string) =>
    NOT_A_PAGE.test(href) ? whole : `${start}${localizedUrl(code, href)}"`,
  );
}

/** A footer page's title, HTML and meta description in `language`. */
export function dynamicPageIn(
  page: DynamicPage,
  language: string,
): Pick<DynamicPage, 'title' | 'html' | 'metaDescription'> {
  return {
    title: localized(page.translations, language, 'title', page.title),
    html: localizePageLinks(localized(page.translations, language, 'html', page.html), language),
    metaDescription: headText(page.translations, language, 'metaDescription', 'html', page.metaDescription),
  };
}

type CustomPageTexts = Pick<CustomPage, 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'seoKeywords'>;

/** A custom page's texts and blocks in `language`; without blocks of its own, the English ones. */
export function customPageIn(page: CustomPage, language: string): CustomPageTexts & { blocks: ContentBlock[] } {
  const blocks = page.translations[language]?.blocks;
  return {
    title: localized(page.translations, language, 'title', page.title),
    description: localized(page.translations, language, 'description', page.description),
    metaTitle: headText(page.translations, language, 'metaTitle', 'title', page.metaTitle),
    metaDescription: headText(page.translations, language, 'metaDescription', 'description', page.metaDescription),
    seoKeywords: localized(page.translations, language, 'seoKeywords', page.seoKeywords),
    blocks: blocks && blocks.length > 0 ? blocks : page.blocks,
  };
}

/** A custom page section in `language`, read key by key over the English. */
export function pageSectionIn(section: PageSection, language: string): PageSection {
  const text = (key: 'heading' | 'body' | 'imageAlt' | 'buttonText', english: string) =>
    localized(section.translations, language, key, english);
  return {
    ...section,
    heading: text('heading', section.heading),
    body: text('body', section.body),
    image: section.image && { ...section.image, alt: text('imageAlt', section.image.alt) },
    button: section.button && { ...section.button, text: text('buttonText', section.button.text) },
  };
}
