import { beforeAll, describe, expect, it } from 'vitest';
import { testStoreForFile, ORIGIN, TestClient } from '../test/app.js';
import { createProduct } from '../test/factories.js';

const store = testStoreForFile();
let productId: number;
beforeAll(async () => {
  productId = (await createProduct(store.database.db, { stockQuantity: 50 })).id;
});

const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>) =>
  store.app.inject({
    method,
    url,
    headers,
    remoteAddress: '10.77.0.1',
    ...(method === 'POST' && { payload: { productId, quantity: 1 } }),
  });

describe('issue 10: the CSRF check covers every write, however its path is spelled', () => {
  // The router decodes %61 to "a" and may fold case and slashes: the check must not depend on the raw text.
  it.each([
    ['POST', '/%61pi/cart/items'],
    ['POST', '/%41PI/cart/items'],
    ['POST', '/API/cart/items'],
    ['POST', '//api/cart/items'],
    ['POST', '/api//cart/items'],
    ['DELETE', '/%61pi/cart'],
    ['PUT', '/%61pi/wishlist/1'],
    ['PATCH', '/%61pi/cart/items/1'],
    ['POST', '/not-an-api-route'],
  ] as const)('%s %s from another site is refused with 403 BAD_ORIGIN', async (method, url) => {
    const response = await write(method, url, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BAD_ORIGIN');
  });

  it('refuses a cross-site write without an Origin header on an encoded path', async () => {
    const response = await write('POST', '/%61pi/cart/items', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BAD_ORIGIN');
  });

  it('still accepts a write from the store itself, encoded path or not', async () => {
    const shopper = new TestClient(store.app);
    const encoded = await shopper.post('/%61pi/cart/items', { productId, quantity: 1 });
    expect(encoded.statusCode).toBe(200);
    const plain = await shopper.post('/api/cart/items', { productId, quantity: 2 });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().itemCount).toBe(3);
    const sameSiteFetch = await store.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSiteFetch.statusCode).toBe(200);
  });
});
