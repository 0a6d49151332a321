import { count, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminSubscriberList } from '@marquee/contracts';
import { newsletterSubscriptions } from '../../../db/schema/index.js';
import { lastAuditRow, signInAdmin } from '../../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../../test/app.js';
import { EXPORT_BATCH_SIZE } from '../../../lib/batches.js';
import { subscriberExportBatches } from './export.js';
import { subscriberFilter } from './list.js';

const store = testStoreForFile();
const HEADER = 'E-mail,Confirmed (UTC),Subscribed (UTC),Language';
let admin: TestClient;
const tag = `sub${Math.random().toString(36).slice(2, 7)}`;
const {
  newsletterSubscribers: listPath,
  newsletterSubscribersExport: exportPath,
  newsletterSubscriber,
} = apiPaths.admin;

/** This file's addresses: confirmed ones on given days, and pending ones. */
beforeAll(async () => {
  admin = await signInAdmin(store);
  await store.database.db.insert(newsletterSubscriptions).values([
    {
      email: `ada.${tag}@example.com`,
      confirmedAt: new Date('2026-03-02T10:00:00Z'),
      createdAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      email: `bea.${tag}@example.com`,
      confirmedAt: new Date('2026-03-03T10:00:00Z'),
      createdAt: new Date('2026-03-03T09:00:00Z'),
      language: 'he',
    },
    {
      email: `cid.${tag}@example.com`,
      confirmedAt: null,
      confirmTokenHash: `hash-${tag}`,
      createdAt: new Date('2026-03-04T10:00:00Z'),
    },
    // Spreadsheet formulas in addresses someone typed (valid local parts), and a quoted one with a comma.
    { email: `=hyperlink("evil")${tag}@example.com`, confirmedAt: new Date('2026-03-05T10:00:00Z') },
    { email: `+1${tag}@example.com`, confirmedAt: new Date('2026-03-05T10:00:00Z') },
    { email: `-2${tag}@example.com`, confirmedAt: new Date('2026-03-05T10:00:00Z') },
    { email: `"x,y"${tag}@example.com`, confirmedAt: new Date('2026-03-05T10:00:00Z') },
  ]);
});

async function list(query: string) {
  const response = await admin.get(`${listPath.href()}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminSubscriberList;
}

async function confirmedInDatabase() {
  const [row] = await store.database.db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(isNotNull(newsletterSubscriptions.confirmedAt));
  return row!.n;
}

describe('issue 29 admin Subscribers', () => {
  it('is for admins only: 401 for guests, 403 for customers, on the list, the export and the delete', async () => {
    const customer = new TestClient(store.app);
    await signUp(customer);
    for (const [client, status] of [
      [new TestClient(store.app), 401],
      [customer, 403],
    ] as const) {
      expect((await client.get(listPath.href())).statusCode).toBe(status);
      const exported = await client.get(exportPath.href());
      expect(exported.statusCode).toBe(status);
      expect(exported.body).not.toContain('@example.com');
      expect((await client.delete(newsletterSubscriber.href(1))).statusCode).toBe(status);
    }
    expect(await confirmedInDatabase()).toBeGreaterThan(0);
  });

  it('counts only confirmed addresses, searches by address and filters confirmed or pending', async () => {
    const all = await list(`q=${tag}&sort=email&dir=asc`);
    expect(all.confirmedCount).toBe(await confirmedInDatabase());
    expect(all.total).toBe(7);
    const ada = all.items.find((item) => item.email.startsWith('ada.'));
    expect(ada).toEqual({
      id: expect.any(Number),
      email: `ada.${tag}@example.com`,
      confirmedAt: '2026-03-02T10:00:00.000Z',
      subscribedAt: '2026-03-01T10:00:00.000Z',
      language: 'en',
    });

    const pending = await list(`q=${tag}&status=pending`);
    expect(pending.items.map((item) => item.email)).toEqual([`cid.${tag}@example.com`]);
    expect(pending.items[0]!.confirmedAt).toBeNull();
    const confirmed = await list(`q=${tag.toUpperCase()}&status=confirmed&sort=createdAt&dir=asc&pageSize=2`);
    expect(confirmed.total).toBe(6);
    expect(confirmed.items.map((item) => item.email)).toEqual([`ada.${tag}@example.com`, `bea.${tag}@example.com`]);
    // The count is the store's, whatever the search.
    expect(confirmed.confirmedCount).toBe(all.confirmedCount);
    // LIKE's wildcards mean themselves.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=gone', 'status'],
      ['sort=password', 'sort'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
    ] as const) {
      const response = await admin.get(`${listPath.href()}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty(field);
    }
    const exported = await admin.get(`${exportPath.href()}?status=gone`);
    expect(exported.statusCode).toBe(400);
    expect(exported.json().error.fields).toHaveProperty('status');
    for (const id of ['abc', '0', '99999999999']) {
      const response = await admin.delete(newsletterSubscriber.href(id));
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields).toHaveProperty('subscriberId');
    }
  });

  it('exports the confirmed addresses of the search as CSV, quoted and with formulas defused', async () => {
    const response = await admin.get(`${exportPath.href()}?q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The one CSV writer (decision 097): a byte-order mark for Excel, CRLF records.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(`ada.${tag}@example.com,2026-03-02T10:00:00Z,2026-03-01T10:00:00Z,en`);
    expect(lines).toContain(`bea.${tag}@example.com,2026-03-03T10:00:00Z,2026-03-03T09:00:00Z,he`);
    // Pending addresses do not count, so they are not exported.
    expect(response.body).not.toContain(`cid.${tag}`);
    const cells = lines.slice(1, -1).map((line) => line.split(',2026-')[0]);
    expect(cells).toEqual(
      expect.arrayContaining([
        `"'=hyperlink(""evil"")${tag}@example.com"`,
        `'+1${tag}@example.com`,
        `'-2${tag}@example.com`,
        `"""x,y""${tag}@example.com"`,
      ]),
    );
    expect(lines).toHaveLength(1 + 6 + 1);

    // With the screen's filter: pending only has nothing to export; another search exports only its matches.
    expect((await admin.get(`${exportPath.href()}?q=${tag}&status=pending`)).body).toBe(`\uFEFF${HEADER}\r\n`);
    const one = (await admin.get(`${exportPath.href()}?q=bea.${tag}&status=confirmed`)).body.slice(1).split('\r\n');
    expect(one).toHaveLength(3);
    // Taking the list of addresses is on the audit log, the search's text not (it may be personal).
    const audit = await lastAuditRow(store.database.db, 'newsletter-subscribers');
    expect(audit).toMatchObject({ action: 'export', after: { search: true, status: 'confirmed' } });
    expect(JSON.stringify(audit)).not.toContain(tag);
    expect(one[1]).toMatch(new RegExp(`^bea\\.${tag}@example\\.com,`));
  });

  it(`reads the export from the database in batches of ${EXPORT_BATCH_SIZE}, never the whole list at once`, async () => {
    const many = `bulk${tag}`;
    const rows = Array.from({ length: EXPORT_BATCH_SIZE * 2 + 7 }, (_, i) => ({
      email: `${many}-${String(i).padStart(4, '0')}@example.com`,
      confirmedAt: new Date('2026-04-01T00:00:00Z'),
    }));
    await store.database.db.insert(newsletterSubscriptions).values(rows);
    const sizes: number[] = [];
    for await (const batch of subscriberExportBatches(store.database.db, subscriberFilter({ q: many }))) {
      sizes.push(batch.length);
    }
    // One query per batch of at most EXPORT_BATCH_SIZE rows.
    expect(sizes).toEqual([EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE, 7]);
    const response = await admin.get(`${exportPath.href()}?q=${many}`);
    const emails = response.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(emails).toEqual(rows.map((row) => row.email));
  });

  it('deletes an address, audited without the address; a missing one is a 404', async () => {
    const { items } = await list(`q=cid.${tag}`);
    const id = items[0]!.id;
    const response = await admin.delete(newsletterSubscriber.href(id));
    expect(response.statusCode).toBe(200);
    expect((await list(`q=cid.${tag}`)).total).toBe(0);
    const audit = await lastAuditRow(store.database.db, 'newsletter-subscribers', id);
    expect(audit).toMatchObject({ action: 'delete', before: { confirmed: false, language: 'en' }, after: null });
    expect(JSON.stringify(audit)).not.toContain(`cid.${tag}`);

    const again = await admin.delete(newsletterSubscriber.href(id));
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No subscriber with this id.');
  });
});
