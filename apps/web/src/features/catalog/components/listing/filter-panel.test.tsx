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
  translations: {},
  count,
  estimated,
  selected: false,
});

/** Each option's count as shown and as a screen reader says it (after its "products:" prefix). */
function countsShown(options: FilterOption[], language: 'en' | 'he' = 'en') {
  const groups: FilterGroup[] = [{ type: 'character', options }];
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>
      <FilterPanel groups={groups} selected={[]} onToggle={() => {}} onClearAll={() => {}} />
    </I18nextProvider>,
  );
  const cells = [
    ...html.matchAll(/<span class="text-xs[^"]*"[^>]*><span class="sr-only">[^<]*<\/span>(.*?)<\/span><\/label>/g),
  ];
  const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
  return {
    seen: cells.map(([, cell]) => text(cell!.replace(/<span class="sr-only">.*?<\/span>/g, ''))),
    heard: cells.map(([, cell]) => text(cell!.replace(/<span aria-hidden="true">.*?<\/span>/g, ''))),
  };
}

describe('filter panel option counts (decision 072)', () => {
  it('SF-CAT-05 shows an estimated count as "~N" and an exact one as the plain number, side by side, both grouped', () => {
    const shown = countsShown([
      option(1, 1234, true),
      option(2, 3, false),
      option(3, 0, false),
      option(4, 15876, false),
    ]);
    expect(shown.seen).toEqual(['~1,234', '3', '0', '15,876']);
    expect(shown.heard).toEqual(shown.seen);
  });

  it('SF-CAT-05 never shows "~0": an estimate whose sample held none shows a dash and says "a few or none"', () => {
    const shown = countsShown([option(1, 0, true), option(2, 12, true)]);
    expect(shown.seen).toEqual(['–', '~12']);
    expect(shown.heard[0]).toBe("a few or none (too few in this listing's sample to estimate)");
    expect([...shown.seen, ...shown.heard].join()).not.toContain('~0');
    expect(countsShown([option(1, 0, true)], 'he').heard[0]).toMatch(/^מעט או אף אחד/);
  });
});
