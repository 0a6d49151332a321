import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from '@marquee/contracts';
import { adminAuditLog } from '../db/schema/index.js';
import { signInAdmin } from '../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../test/app.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const writes = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every admin route as registered, so a route added later is covered without editing this test. */
function adminRoutes() {
  return store.app.registeredRoutes
    .filter((route) => route.url.startsWith(`${ADMIN_API_PREFIX}/`) && route.method !== 'HEAD')
    .map((route) => ({ method: route.method as Method, url: route.url, hasBody: route.hasBody }));
}

/** An id that is well formed and belongs to nothing. */
const fillUnknown = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

const auditRows = async () => (await store.database.db.select({ n: count() }).from(adminAuditLog))[0]?.n;

describe('issue 13 every /api/admin route is for staff only (R-01, R-03, ADM-SHELL-03)', () => {
  it('R-03 a guest gets 401 and a customer 403 on every admin route, and nothing is written', async () => {
    const routes = adminRoutes();
    // Overview, coupons, orders, customers and this catalogue, media and audit routes.
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const before = await auditRows();
    for (const { method, url } of routes) {
      const path = fillUnknown(url);
      const body = writes.has(method) && method !== 'DELETE' ? { name: 'x', title: 'x' } : undefined;
      const asGuest = await guest.request(method, path, body);
      expect(asGuest.statusCode, `guest ${method} ${url}`).toBe(401);
      expect(asGuest.json().error.code).toBe('UNAUTHORIZED');
      const asCustomer = await customer.request(method, path, body);
      expect(asCustomer.statusCode, `customer ${method} ${url}`).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    expect(await auditRows()).toBe(before);
  });

  it('a malformed id in the path is a 400 naming the parameter, or a 404; never a 500', async () => {
    const withParams = adminRoutes().filter((route) => route.url.includes(':'));
    expect(withParams.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of withParams) {
      const path = url.replace(/:[A-Za-z]+/g, 'not%20an%20id');
      const response = await admin.request(method, path, writes.has(method) && method !== 'DELETE' ? {} : undefined);
      expect([400, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 400)
        expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('a body of the wrong shape on every admin write is a 400 naming a field; never a 500', async () => {
    const bodied = adminRoutes().filter((route) => route.hasBody);
    expect(bodied.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of bodied) {
      for (const body of [[], { unexpected: true, title: 7, name: ['a'], price: 'abc' }]) {
        const response = await admin.request(method, fillUnknown(url), body);
        // Uploads take multipart bodies: JSON is the wrong media type there.
        const allowed = url.endsWith('/media') ? [400, 406, 415] : [400];
        expect(allowed, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().error.fields, `${method} ${url}`).toBeTruthy();
      }
    }
  });
});
