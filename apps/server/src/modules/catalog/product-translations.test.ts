import { describe, expect, it } from 'vitest';
import { testStoreForFile } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';

const store = testStoreForFile();

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe('product translations', () => {
  it('SF-I18N-05 returns per-language titles on cards and the product page', async () => {
    const product = await createProduct(store.database.db, {
      title: 'Translated Mug',
      translations: { he: { title: 'ספל מתורגם', description: 'תיאור' } },
    });
    const list = (await get('/api/products?pageSize=100')).json();
    const card = list.items.find((item: { id: number }) => item.id === product.id);
    expect(card.translations).toEqual({ he: { title: 'ספל מתורגם', description: 'תיאור' } });
    const detail = (await get(`/api/products/${product.id}`)).json();
    expect(detail.translations.he.title).toBe('ספל מתורגם');
  });

  it('SF-I18N-05 parses translations stored as a JSON string and drops unreadable ones', async () => {
    const asString = await createProduct(store.database.db, {
      // Older rows hold the JSON text itself; the cast mirrors what such a row contains.
      translations: JSON.stringify({ he: { title: 'כרזה' } }) as unknown as Record<string, { title?: string }>,
    });
    const broken = await createProduct(store.database.db, {
      translations: 'not json' as unknown as Record<string, { title?: string }>,
    });
    expect((await get(`/api/products/${asString.id}`)).json().translations).toEqual({ he: { title: 'כרזה' } });
    expect((await get(`/api/products/${broken.id}`)).json().translations).toEqual({});
  });
});
