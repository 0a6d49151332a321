import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { catalogueLoaders, defaultLanguage, languages, type LanguageCode } from '@/lib/i18n';

const resources: Resource = Object.fromEntries(
  await Promise.all(
    languages.map(
      async ({ code }) => [code, { translation: (await catalogueLoaders[code]()).default as ResourceKey }] as const,
    ),
  ),
);

/**
 * One ready i18next instance per language for server rendering, with every catalogue
 * loaded once at start-up. A request picks its instance through <I18nextProvider>, so
 * concurrent requests in different languages never share a language switch.
 */
const instances = new Map<LanguageCode, i18n>(
  languages.map(({ code }) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: code,
      fallbackLng: defaultLanguage,
      supportedLngs: languages.map((language) => language.code),
      resources,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    return [code, instance];
  }),
);

export function serverI18n(language: LanguageCode): i18n {
  return instances.get(language) ?? instances.get(defaultLanguage)!;
}
