import type { FilterGroup, FilterOption } from '@marquee/contracts';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import he from '@/locales/he.json';
import { FilterPanel } from './filter-panel';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, he: { translation: he } },
    interpolation: { escapeValue: false },
  });
});

const option = (id: number, count: number, estimated: boolean): FilterOption => ({
  id,
  name: `character ${id}`,
  count,
  estimated,
  selected: false,
});

/** Each option's count as the shopper reads it (the screen reader's prefix left out). */
function countsShown(options: FilterOption[], language: 'en' | 'he' = 'en'): string[] {
  const groups: FilterGroup[] = [{ type: 'character', options }];
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>
      <FilterPanel groups={groups} selected={[]} onToggle={() => {}} onClearAll={() => {}} />
    </I18nextProvider>,
  );
  return [...html.matchAll(/<span class="text-xs[^"]*"[^>]*><span class="sr-only">[^<]*<\/span>([^<]*)<\/span>/g)].map(
    (match) => match[1]!,
  );
}

describe('filter panel option counts (decision 072)', () => {
  it('SF-CAT-05 shows an estimated count as "~N" and an exact one as the plain number, side by side', () => {
    expect(countsShown([option(1, 1234, true), option(2, 3, false), option(3, 0, false)])).toEqual([
      '~1,234',
      '3',
      '0',
    ]);
  });

  it('SF-CAT-05 never shows "~0": an estimate whose sample held none reads "few"', () => {
    const shown = countsShown([option(1, 0, true), option(2, 12, true)]);
    expect(shown).toEqual(['few', '~12']);
    expect(shown.join()).not.toContain('~0');
    expect(countsShown([option(1, 0, true)], 'he')).toEqual(['מעט']);
  });
});
