/**
 * The language an e-mail is written in (issue 29, decision 101): its texts (locales/*.ts, through
 * i18next as on the web, so plurals and {{values}} work the same), its direction, and how it writes
 * numbers, money and dates. Every template takes one of these; nothing in an e-mail is English
 * unless the reader's language is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, localizedUrl, type LanguageCode } from '@marquee/contracts';
import { en, type MailTexts } from './locales/en.js';
import { he } from './locales/he.js';

/** Every language's texts; a language missing a key fails the type check (and locales.test.ts). */
export const mailTexts: Record<LanguageCode, MailTexts> = { en, he };

/** `'order.shipped.subject'`: the dotted key of every text. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
export type MailKey = Paths<MailTexts>;

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(Object.entries(mailTexts).map(([code, texts]) => [code, { mail: texts }])),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: DEFAULT_LANGUAGE,
  // Values are escaped where HTML is written (templates.ts), never here: the plain-text part needs them as they are.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export interface MailLanguage {
  language: LanguageCode;
  t: (key: MailKey, values?: Record<string, string | number>) => string;
  direction: 'ltr' | 'rtl';
  /** The locale money, numbers and dates are written in. */
  locale: string;
}

const locales: Record<LanguageCode, string> = { en: 'en-US', he: 'he-IL' };

/** The language to write in: the one given when the store has it, else English. */
export function mailIn(language: string | null | undefined): MailLanguage {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const t = instance.getFixedT(code);
  return {
    language: code,
    t: (key, values) => t(key, values ?? {}),
    direction: code === 'he' ? 'rtl' : 'ltr',
    locale: locales[code],
  };
}

const requestLanguage = new AsyncLocalStorage<LanguageCode>();

/**
 * Runs `work` with the request's language in scope, for e-mails written in callbacks that
 * receive no request (better-auth's verification and reset mails).
 */
export const withMailLanguage = <T>(language: LanguageCode, work: () => T): T => requestLanguage.run(language, work);

/** The language `withMailLanguage` put in scope, if any. */
export const scopedMailLanguage = (): LanguageCode | undefined => requestLanguage.getStore();

/** A page of the store as a link in an e-mail, at its address in the reader's language (`/he/…`, decision 099). */
export function storeLink(publicUrl: string, language: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${localizedUrl(isLanguageCode(language) ? language : DEFAULT_LANGUAGE, path)}`;
}
