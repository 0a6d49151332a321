import { describe, expect, it } from 'vitest';
import { categoryDisplayName } from './category-name.js';
import { localized, productTitle } from './localized.js';

describe('localized texts', () => {
  it('SF-I18N-05 a product title falls back from the language to English to the stored title', () => {
    const product = { title: 'Stored', translations: { he: { title: 'עברית' }, en: { title: 'English' } } };
    expect(productTitle(product, 'he')).toBe('עברית');
    expect(productTitle(product, 'fr')).toBe('English');
    expect(productTitle({ title: 'Stored', translations: { he: { title: '  ' } } }, 'he')).toBe('Stored');
  });

  it('SF-I18N-05 translations that arrive as a JSON string are parsed; unreadable ones count as none', () => {
    expect(productTitle({ title: 'Stored', translations: '{"he":{"title":"כרזה"}}' }, 'he')).toBe('כרזה');
    expect(productTitle({ title: 'Stored', translations: '{not json' }, 'he')).toBe('Stored');
    expect(localized(null, 'he', 'title', 'Stored')).toBe('Stored');
  });

  it('SF-I18N-04 a category name uses English, then the Hebrew lookup table, case-insensitively', () => {
    expect(categoryDisplayName({ name: 'Posters', translations: { en: { name: 'Prints' } } }, 'he')).toBe('Prints');
    expect(categoryDisplayName({ name: 'HOME & Kitchen', translations: {} }, 'he')).toBe('בית ומטבח');
    expect(categoryDisplayName({ name: 'Home & Kitchen', translations: {} }, 'en')).toBe('Home & Kitchen');
  });
});
