/**
 * Language in the address (issue 29, decision 099): English pages live at the root, Hebrew ones
 * under `/he/…`. The address decides the language a page is shown in, so a crawler, a shared
 * link and a reload all see the same page. Free of zod: the web app's entry imports it.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, languageCodes, type LanguageCode } from './constants.js';

/** The languages that have a prefix: every one but the default. */
const PREFIXED = languageCodes.filter((code) => code !== DEFAULT_LANGUAGE);

/** The router's basename for a language: '' for English, `/he` for Hebrew. */
export const languageBase = (language: LanguageCode): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/**
 * The language an address is in and the address without its prefix: `/he/product/5?x=1` is
 * Hebrew at `/product/5?x=1`, `/he` and `/he/` are Hebrew at `/`, anything else is English as is.
 */
export function splitLanguagePath(url: string): { language: LanguageCode; url: string } {
  for (const code of PREFIXED) {
    const base = `/${code}`;
    if (!url.startsWith(base)) continue;
    const rest = url.slice(base.length);
    if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return { language: code, url: `/${rest}` };
    if (rest.startsWith('/')) return { language: code, url: rest };
  }
  return { language: DEFAULT_LANGUAGE, url };
}

/** `url` (a path from the root, without any language prefix) in `language`: `/product/5` → `/he/product/5`. */
export function localizedUrl(language: LanguageCode, url: string): string {
  const base = languageBase(language);
  if (!base) return url;
  return url === '/' ? base : url.startsWith('/?') || url.startsWith('/#') ? `${base}${url.slice(1)}` : `${base}${url}`;
}

/** The language a value names (a cookie, a form field), or the default. */
export const languageOrDefault = (value: string | null | undefined): LanguageCode =>
  isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
