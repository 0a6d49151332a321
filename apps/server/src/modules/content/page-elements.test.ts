import { beforeAll, describe, expect, it } from 'vitest';
import { pageElements } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';

const store = testStoreForFile();
beforeAll(async () => {
  await store.database.db.insert(pageElements).values([
    { pageType: 'product', pageId: '12', elementType: 'text', title: 'Third', elementOrder: 3 },
    { pageType: 'product', pageId: '12', elementType: 'text', title: 'First', elementOrder: 1 },
    {
      pageType: 'product',
      pageId: '12',
      elementType: 'button',
      title: 'Second',
      elementOrder: 2,
      destinationUrl: '/films',
      buttonText: 'See the films',
    },
    { pageType: 'product', pageId: '12', elementType: 'text', title: 'Switched off', elementOrder: 0, isActive: false },
    { pageType: 'product', pageId: '13', elementType: 'text', title: 'Another product' },
    { pageType: 'category', pageId: '12', elementType: 'text', title: 'Category twelve' },
    { pageType: 'custom', pageId: 'about-us', elementType: 'text', title: 'About element' },
    { pageType: 'home', elementType: 'text', title: 'Home element' },
  ]);
});

const get = (query: string) => store.app.inject({ method: 'GET', url: `/api/page-elements${query}` });
const titles = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode, query).toBe(200);
  return (response.json() as { title: string }[]).map((element) => element.title);
};

describe('GET /api/page-elements', () => {
  it('R-42 returns only the active elements of that product, in element_order', async () => {
    expect(await titles('?pageType=product&pageId=12')).toEqual(['First', 'Second', 'Third']);
    const [, button] = (await get('?pageType=product&pageId=12')).json();
    expect(button).toMatchObject({ elementType: 'button', destinationUrl: '/films', buttonText: 'See the films' });
  });

  it('R-42 keeps each page to its own elements: same id on another page type, other ids, custom slugs', async () => {
    expect(await titles('?pageType=category&pageId=12')).toEqual(['Category twelve']);
    expect(await titles('?pageType=product&pageId=13')).toEqual(['Another product']);
    expect(await titles('?pageType=custom&pageId=about-us')).toEqual(['About element']);
    expect(await titles('?pageType=film&pageId=12')).toEqual([]);
    expect(await titles('?pageType=product&pageId=999')).toEqual([]);
    // An id is read as a number: '012' is product 12.
    expect(await titles('?pageType=product&pageId=012')).toEqual(['First', 'Second', 'Third']);
  });

  it('R-42 answers 400 naming the field for a missing or unknown page type and a malformed page id', async () => {
    const cases: [string, string][] = [
      ['', 'pageType'],
      ['?pageType=home', 'pageType'],
      ['?pageType=banner&pageId=1', 'pageType'],
      ['?pageType=product', 'pageId'],
      ['?pageType=product&pageId=abc', 'pageId'],
      ['?pageType=category&pageId=0', 'pageId'],
      ['?pageType=custom&pageId=Not%20A%20Slug', 'pageId'],
      ['?pageType=product&pageId=about-us', 'pageId'],
      ['?pageType=product&pageId=12&extra=1', 'extra'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
  });
});
