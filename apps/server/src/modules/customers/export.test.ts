import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { orders, profiles, user } from '../../db/schema/index.js';
import { lastAuditRow, signInAdmin } from '../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';

const statements: string[] = [];
let recording = false;
const store = testStoreForFile({
  clock: () => new Date('2026-11-25T10:00:00Z'),
  onQuery: (query) => {
    if (recording) statements.push(query);
  },
});
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const exportPath = apiPaths.admin.customersExport;
const download = (query: Record<string, string> = {}) => admin.get(exportPath.href(query));
type Row = Record<string, string>;
const rowsOf = (body: string): Row[] => parse(body, { bom: true, columns: true });

/** A customer signed up through the store, then placed at `joined`. */
async function customer(firstName: string, lastName: string, joined: string) {
  const client = new TestClient(store.app);
  const { email } = await signUp(client, {
    firstName,
    lastName,
    email: `${lastName.toLowerCase().replace(/\W/g, '')}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const id = (await client.get(apiPaths.auth.session.href())).json().user.id as string;
  await store.database.db
    .update(user)
    .set({ createdAt: new Date(joined) })
    .where(eq(user.id, id));
  return { id, email };
}

describe('issue 29 the Customers CSV export (decision 097)', () => {
  let grace: { id: string; email: string };
  beforeAll(async () => {
    await customer('Ada', 'Exportson', '2026-01-01T08:00:00Z');
    grace = await customer('Grace', 'Exportson', '2026-02-01T08:00:00Z');
    await customer('+Mallory', '@Exportson', '2026-03-01T08:00:00Z');
    await customer('דנה', 'Exportson', '2026-04-01T08:00:00Z');
    await store.database.db.update(profiles).set({ country: 'GB' }).where(eq(profiles.userId, grace.id));
    await store.database.db.update(user).set({ banned: true, emailVerified: true }).where(eq(user.id, grace.id));
    // Two paid orders and a cancelled one: the list counts the paid ones (the trigger's figures).
    await store.database.db.insert(orders).values(
      (
        [
          ['processing', 2500],
          ['delivered', 1099],
          ['cancelled', 9999],
        ] as const
      ).map(([status, totalCents], i) => ({
        orderNumber: `MQ-CX${i}`,
        userId: grace.id,
        email: grace.email,
        subtotalCents: totalCents,
        totalCents,
        status,
        paymentProvider: 'test' as const,
      })),
    );
  });

  it('R-03 refuses a guest (401) and a customer (403)', async () => {
    expect((await new TestClient(store.app).get(exportPath.href())).statusCode).toBe(401);
    const shopper = new TestClient(store.app);
    await signUp(shopper);
    expect((await shopper.get(exportPath.href())).statusCode).toBe(403);
  });

  it('answers a dated CSV attachment with a BOM and one row per customer account, newest first', async () => {
    const response = await download({ q: 'exportson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="marquee-customers-2026-11-25.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFFirst name,Last name,E-mail,E-mail verified,Joined (UTC),Country,Paid orders,Total paid (USD),Sign-in enabled',
    );
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row['First name'])).toEqual(['דנה', "'+Mallory", 'Grace', 'Ada']);
    expect(rows[2]).toEqual({
      'First name': 'Grace',
      'Last name': 'Exportson',
      'E-mail': grace.email,
      'E-mail verified': 'yes',
      'Joined (UTC)': '2026-02-01T08:00:00Z',
      Country: 'GB',
      'Paid orders': '2',
      'Total paid (USD)': '35.99',
      'Sign-in enabled': 'no',
    });
    expect(rows[3]).toMatchObject({ 'Paid orders': '0', 'Total paid (USD)': '0.00', 'Sign-in enabled': 'yes' });
    // Formula injection in a name a customer typed.
    expect(rows[1]!['Last name']).toBe("'@Exportson");
  });

  it('applies the search as the list does, and leaves staff accounts out', async () => {
    const rows = rowsOf((await download({ q: 'grace exportson' })).body);
    expect(rows.map((row) => row['E-mail'])).toEqual([grace.email]);
    const everyone = rowsOf((await download()).body);
    expect(everyone.some((row) => row['E-mail']?.startsWith('admin'))).toBe(false);
    expect(everyone.length).toBeGreaterThanOrEqual(5);
  });

  it('records the export, without the search text', async () => {
    await download({ q: 'grace' });
    const row = await lastAuditRow(store.database.db, 'customers');
    expect(row).toMatchObject({ action: 'export', resource: 'customers', after: { search: true } });
    expect(JSON.stringify(row)).not.toContain('grace');
  });

  it.each([
    [{ q: 'x'.repeat(255) }, 'q'],
    [{ sort: 'spent_desc' }, 'sort'],
  ])('a bad query %o is a 400, never a file', async (query, field) => {
    const response = await download(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    if (field === 'q') expect(Object.keys(response.json().error.fields)).toEqual(['q']);
  });

  it('exports 1,203 customers completely, reading them 500 at a time (ties of one instant across batches)', async () => {
    await store.database.db.execute(sql`
      insert into users (id, name, email, role, created_at)
      select 'bulk-' || lpad(i::text, 5, '0'), 'Bulk Buyer' || i, 'bulkbuyer' || i || '@example.com', 'customer',
             timestamptz '2020-01-01 00:00:00.000001+00' + (i / 9) * interval '1.000077 second'
      from generate_series(1, 1203) as i`);
    statements.length = 0;
    recording = true;
    const response = await download({ q: 'bulkbuyer' });
    recording = false;
    const emails = rowsOf(response.body).map((row) => row['E-mail']);
    expect(emails).toHaveLength(1203);
    expect(new Set(emails).size).toBe(1203);
    // Newest instant first; within an instant the larger id first (ids sort as text: zero-padded).
    expect(emails).toEqual(Array.from({ length: 1203 }, (_, index) => `bulkbuyer${1203 - index}@example.com`));
    expect(statements.filter((text) => /from "users"/.test(text) && /\blimit\b/i.test(text))).toHaveLength(3);
  }, 60_000);
});
