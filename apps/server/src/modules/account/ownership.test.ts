import { describe, expect, it } from 'vitest';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/orders.js';
import { TestPaymentProvider } from '../payments/index.js';

const store = testStoreForFile({ paymentProvider: new TestPaymentProvider() });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every account route as registered, so a route added later is covered without editing this test. */
function accountRoutes() {
  const routes = store.app.registeredRoutes.filter(
    (route) => (route.url === '/api/account' || route.url.startsWith('/api/account/')) && route.method !== 'HEAD',
  );
  return routes.map((route) => ({ method: route.method as Method, url: route.url }));
}

const fill = (url: string, orderNumber: string) =>
  url.replace(':orderNumber', orderNumber).replace(/:[A-Za-z]+/g, 'some-id');

describe('issue 12 every account route answers only its owner (R-34, ACC-05)', () => {
  it('R-34 a guest gets 401 on every account route', async () => {
    const routes = accountRoutes();
    // The routes of this orders, Dream Box, deletion and export at least.
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const guest = new TestClient(store.app);
    for (const { method, url } of routes) {
      const response = await guest.request(method, fill(url, 'MQ-2222-2222'), method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code, `${method} ${url}`).toBe('UNAUTHORIZED');
    }
  });

  it('ACC-05 R-34 another customer’s order number is 404 on every route that takes one; the owner’s works', async () => {
    const owner = new TestClient(store.app);
    await signUp(owner);
    const product = await createProduct(store.database.db, { stockQuantity: 50 });
    const { orderNumber } = await placeOrder(owner, [{ productId: product.id }]);
    const other = new TestClient(store.app);
    await signUp(other);

    const withOrder = accountRoutes().filter((route) => route.url.includes(':orderNumber'));
    expect(withOrder.length).toBeGreaterThanOrEqual(2);
    for (const { method, url } of withOrder) {
      const path = fill(url, orderNumber);
      const refused = await other.request(method, path);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order not found.' });
      const mine = await owner.request(method, path);
      expect(mine.statusCode, `${method} ${url}`).toBe(200);
    }
    // The other customer's cart did not get the owner's order.
    expect((await other.get('/api/cart')).json().items).toEqual([]);
  });
});
