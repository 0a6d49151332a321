import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { siteSettings } from '../../../db/schema/index.js';
import { lastAuditRow, signInAdmin } from '../../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../../test/app.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { settings, storeAddress } = apiPaths.admin;
const stored = async () =>
  (await store.database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'store_address')))[0];

describe('issue 29 the store name and postal address printed on invoices (decision 097)', () => {
  it('R-03 refuses a guest (401) and a customer (403), and stores nothing', async () => {
    const body = { name: 'Marquee Ltd', address: '1 Film Street' };
    expect((await new TestClient(store.app).put(storeAddress.href(), body)).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await customer.put(storeAddress.href(), body)).statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('reads the brand name and no address until one is saved', async () => {
    expect((await admin.get(settings.href())).json().storeAddress).toEqual({ name: 'Marquee', address: '' });
  });

  it('saves the name and the address lines (trimmed, blank lines dropped), audited, and keeps them from shoppers', async () => {
    const response = await admin.put(storeAddress.href(), {
      name: '  Marquee Film Goods Ltd ',
      address: ' 12 Projector Lane \r\n\r\nSuite 4\nLondon N1 9GU\n United Kingdom ',
    });
    expect(response.statusCode).toBe(200);
    const saved = {
      name: 'Marquee Film Goods Ltd',
      address: '12 Projector Lane\nSuite 4\nLondon N1 9GU\nUnited Kingdom',
    };
    expect(response.json()).toEqual(saved);
    expect((await admin.get(settings.href())).json().storeAddress).toEqual(saved);
    expect(await lastAuditRow(store.database.db, 'settings/store_address')).toMatchObject({
      action: 'create',
      after: saved,
    });
    const publicSettings = await store.app.inject({ method: 'GET', url: apiPaths.settings.href() });
    expect(publicSettings.body).not.toContain('Projector Lane');
  });

  it.each([
    [{ name: '', address: 'x' }, 'name'],
    [{ name: 'x'.repeat(121), address: 'x' }, 'name'],
    [{ name: 'Marquee', address: '1\n2\n3\n4\n5\n6\n7' }, 'address'],
    [{ name: 'Marquee', address: 'x'.repeat(601) }, 'address'],
    [{ name: 'Marquee', address: 5 }, 'address'],
  ])('%o is a 400 naming %s', async (body, field) => {
    const response = await admin.put(storeAddress.href(), body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});
