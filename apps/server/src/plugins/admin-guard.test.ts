import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { signInAdmin } from '../test/admin.js';
import { createTestStore, signUp, TestClient, type TestStore } from '../test/app.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

/** Fills route parameters so the request reaches the guard of any admin route. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('R-01 R-03 ADM-SHELL-03 every /api/admin route is guarded on the server', () => {
  const adminRoutes = () =>
    store.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );

  it('has admin routes to check, the Coupons, Orders and Customers tabs among them', () => {
    const registered = adminRoutes().map((r) => `${r.method} ${r.url}`);
    const { coupons, coupon, orders, order, orderStatus } = apiPaths.admin;
    const { customers, customer, customerPasswordReset, customerSignIn } = apiPaths.admin;
    expect(registered).toEqual(
      expect.arrayContaining([
        `GET ${coupons.path}`,
        `POST ${coupons.path}`,
        `GET ${coupon.path}`,
        `PATCH ${coupon.path}`,
        `DELETE ${coupon.path}`,
        `GET ${orders.path}`,
        `GET ${order.path}`,
        `POST ${orderStatus.path}`,
        `GET ${customers.path}`,
        `GET ${customer.path}`,
        `POST ${customerPasswordReset.path}`,
        `POST ${customerSignIn.path}`,
      ]),
    );
  });

  it('answers 401 to a guest on each of them', async () => {
    for (const route of adminRoutes()) {
      const response = await store.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in customer on each of them', async () => {
    const customer = new TestClient(store.app);
    await signUp(customer);
    for (const route of adminRoutes()) {
      const response = await customer.request(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin through on each of them (an answer of the route, never 401, 403 or 5xx)', async () => {
    const admin = await signInAdmin(store);
    for (const route of adminRoutes()) {
      const response = await admin.request(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect([200, 201, 400, 404], `${route.method} ${route.url}: ${response.body}`).toContain(response.statusCode);
    }
  });
});
