/**
 * The content pages' other languages as the public answers carry them (issue 29): only the
 * filled-in texts, HTML sanitised on every read as the English is (R-41), Hebrew blocks read
 * through the same rules as the English ones. The page picks its language (`localized()`).
 */
import {
  customPageTranslatedFields,
  footerPageTranslatedFields,
  type ContentBlock,
  type CustomPage,
  type DynamicPage,
} from '@marquee/contracts';
import { parseJsonObject } from '../../lib/json-object.js';
import { publicTranslations } from '../../lib/translations.js';
import { sanitizePageHtml } from './sanitize.js';

/** A footer page's title, HTML (as `html`, sanitised) and meta description in each language it has. */
export function dynamicPageTranslations(stored: unknown): DynamicPage['translations'] {
  const texts = publicTranslations(stored, footerPageTranslatedFields, (value, field) =>
    field === 'content' ? sanitizePageHtml(value) : value,
  );
  return Object.fromEntries(
    Object.entries(texts).map(([language, { content, ...rest }]) => [
      language,
      content === undefined ? rest : { ...rest, html: content },
    ]),
  );
}

/**
 * A custom page's texts and blocks in each language it has; `readBlocks` reads stored blocks as
 * the English ones are read (malformed ones unsupported, unsafe images left out, sizes added).
 * A language without blocks carries none: the page shows the English blocks.
 */
export async function customPageTranslations(
  stored: unknown,
  readBlocks: (blocks: unknown) => ContentBlock[] | Promise<ContentBlock[]>,
): Promise<CustomPage['translations']> {
  const texts = publicTranslations(stored, customPageTranslatedFields);
  const result: CustomPage['translations'] = { ...texts };
  for (const [language, value] of Object.entries(parseJsonObject(stored))) {
    const storedBlocks = parseJsonObject(value).content;
    const blocks = Array.isArray(storedBlocks) ? await readBlocks(storedBlocks) : [];
    if (blocks.length > 0) result[language] = { ...result[language], blocks };
  }
  return result;
}
