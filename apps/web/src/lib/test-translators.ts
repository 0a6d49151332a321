import i18next, { type TFunction } from 'i18next';
import en from '@/locales/en.json';
import he from '@/locales/he.json';

export type Translators = Record<'en' | 'he', TFunction>;

/** For tests: the storefront's `t` in English and in Hebrew, each from its own i18next instance. */
export async function storeTranslators(): Promise<Translators> {
  const translators = {} as Translators;
  for (const [lng, catalogue] of [
    ['en', en],
    ['he', he],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: { [lng]: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
    translators[lng] = instance.t;
  }
  return translators;
}
