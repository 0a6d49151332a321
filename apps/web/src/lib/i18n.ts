import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  localizedUrl,
  paths,
  splitLanguagePath,
  type LanguageCode,
} from '@marquee/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type adminEn from '@/locales/admin/en.json';
import type en from '@/locales/en.json';
import { readPreference, writePreference } from './preferences';

/** How each of the store's languages (contracts' `languageCodes`) is offered and written. */
export const languages = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr', flag: '🇺🇸' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', direction: 'rtl', flag: '🇮🇱' },
] as const satisfies readonly { code: LanguageCode; [detail: string]: string }[];
export type { LanguageCode };
export const defaultLanguage: LanguageCode = DEFAULT_LANGUAGE;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; admin: typeof adminEn };
  }
}

/** Each language's catalogue as its own chunk (server rendering loads them all once). */
export const catalogueLoaders: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  en: () => import('@/locales/en.json'),
  he: () => import('@/locales/he.json'),
};

/** The admin's texts: a namespace of their own, so shoppers never download them. */
const adminCatalogueLoaders: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  en: () => import('@/locales/admin/en.json'),
  he: () => import('@/locales/admin/he.json'),
};

/** Loads a language's catalogue on demand (a dynamic import per language and namespace). */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loaders = namespace === 'admin' ? adminCatalogueLoaders : catalogueLoaders;
    const load = isLanguageCode(language) ? loaders[language] : loaders[defaultLanguage];
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Keeps <html lang dir> in step with the active language (right-to-left for Hebrew). */
function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = i18next.dir(language);
}

/** The remembered language (the cookie): the staff pages' language, and where `/` sends a returning reader. */
export function rememberedLanguage(cookieValue = readPreference('language')): LanguageCode {
  return isLanguageCode(cookieValue) ? cookieValue : defaultLanguage;
}

const isStaffPath = (pathname: string) =>
  pathname === paths.admin.root.path || pathname.startsWith(`${paths.admin.root.path}/`);

/**
 * The language of the page at `pathname` (decision 099): a shopper's page is in the language its
 * address names (`/he/…` Hebrew), as the server rendered it; the staff pages, which have one
 * address, in the remembered one.
 */
export function pageLanguage(pathname: string): LanguageCode {
  return isStaffPath(pathname) ? rememberedLanguage() : splitLanguagePath(pathname).language;
}

export function initI18n(): Promise<unknown> {
  const lng = pageLanguage(window.location.pathname);
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: defaultLanguage,
      supportedLngs: languages.map((language) => language.code),
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/**
 * Remembers the choice and shows the page in it: a shopper's page by going to its address in
 * that language (a new document, rendered by the server in it), a staff page in place.
 */
export function changeLanguage(language: LanguageCode): Promise<unknown> {
  writePreference('language', language);
  const { pathname, search, hash } = window.location;
  if (isStaffPath(pathname)) return i18next.changeLanguage(language);
  const here = splitLanguagePath(`${pathname}${search}`).url;
  window.location.assign(`${localizedUrl(language, here)}${hash}`);
  return Promise.resolve();
}

export { i18next as i18n };
