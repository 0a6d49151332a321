import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { executeRows } from '../../db/execute-rows.js';
import { mediaAssets, orderItems, orders, productReviews, siteSettings, user } from '../../db/schema/index.js';
import { createTestStore, signUp, TestClient, type TestStore } from '../../test/app.js';
import { openMigratedPglite } from '../../test/pglite-template.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/orders.js';
import { writeDump } from './dump.js';
import { restoreDump } from './restore.js';
import { latestMigration, listTables } from './tables.js';

const work = mkdtempSync(path.join(tmpdir(), 'marquee-backup-'));
const UPLOAD_KEY = '20261129T090000Z-0123456789abcdef.png';

async function tableCounts(store: TestStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(store.database.db)) {
    const [row] = await executeRows<{ n: number }>(
      store.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
    );
    // Rate counters are written after a response is sent: one may land after the dump.
    if (table.name !== 'rate_counters') counts[table.name] = row!.n;
  }
  return counts;
}

const ordersWithLines = (store: TestStore) =>
  store.database.db.query.orders.findMany({
    orderBy: asc(orders.id),
    with: { items: { orderBy: asc(orderItems.id) } },
  });

/** The lines of a gzip'd dump, for tests that damage one. */
const dumpLines = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
const writeLines = (file: string, lines: string[]) => writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));

describe('issue 30: npm run backup / npm run restore (decision 104)', () => {
  let source: TestStore;
  let dump: string;
  const customers: string[] = [];

  beforeAll(async () => {
    source = await createTestStore();
    const { db } = source.database;
    const poster = await createProduct(db, { title: 'Metropolis poster', priceCents: 2500 });
    const mug = await createProduct(db, { title: 'Nosferatu mug', priceCents: 1200 });
    for (const [index, lines] of [
      [{ productId: poster.id, quantity: 2 }, { productId: mug.id }],
      [{ productId: mug.id }],
    ].entries()) {
      const client = new TestClient(source.app);
      const customer = await signUp(client, { email: `customer${index}@example.com` });
      customers.push(customer.email);
      await placeOrder(client, lines, customer.email);
    }
    const [reviewer] = await db.select().from(user).limit(1);
    await db.insert(productReviews).values({
      productId: poster.id,
      userId: reviewer!.id,
      userName: 'Ada',
      rating: 5,
      reviewText: 'Lovely — «ça marche» 🎬',
    });
    await db.insert(siteSettings).values({ settingKey: 'store_name', settingValue: 'Backup Cinema' });
    await db
      .insert(mediaAssets)
      .values({ storageKey: UPLOAD_KEY, originalName: 'poster.png', mimeType: 'image/png', kind: 'image', bytes: 4 });
    mkdirSync(path.join(source.config.mediaDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(source.config.mediaDir, 'uploads', UPLOAD_KEY), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    dump = path.join(work, 'store.jsonl.gz');
    // Pages of two rows: every table with more rows is read in several keyset pages.
    await writeDump(db, dump, { mediaDir: source.config.mediaDir, batchRows: 2, snapshot: true });
  }, 120_000);
  afterAll(() => source?.close());

  it('is readable by its owner only: it holds password hashes and session tokens', () => {
    expect(statSync(dump).mode & 0o777).toBe(0o600);
  });

  it('dumps every table of the schema, so a new table is never left out', () => {
    const [, header] = JSON.parse(dumpLines(dump)[0]!) as [string, { tables: { name: string }[]; migration: string }];
    const dumped = header.tables.map((t) => t.name);
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(schemaTables.length).toBeGreaterThan(40);
    expect(dumped).toEqual(expect.arrayContaining(schemaTables));
    expect(header.migration).toBe(latestMigration());
    // Each table has its section, also the empty ones.
    for (const name of dumped) expect(dumpLines(dump)).toContain(JSON.stringify(['table', { name }]));
  });

  it('restores into another, empty store: the same orders, customers and counts; ids continue', async () => {
    const target = await createTestStore();
    try {
      const result = await restoreDump(target.database.db, dump, { mediaDir: target.config.mediaDir });
      expect(result.files).toBe(1);
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
      expect(await ordersWithLines(target)).toEqual(await ordersWithLines(source));
      const emails = (await target.database.db.select({ email: user.email }).from(user)).map((u) => u.email);
      expect(emails.sort()).toEqual(customers.sort());
      const [review] = await target.database.db.select().from(productReviews);
      expect(review?.reviewText).toBe('Lovely — «ça marche» 🎬');
      expect(readFileSync(path.join(target.config.mediaDir, 'uploads', UPLOAD_KEY))).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      );
      // The listings the triggers keep came back as they were: the restored products are listed.
      const listed = await target.app.inject({ url: '/api/products' });
      expect(
        listed
          .json()
          .items.map((p: { title: string }) => p.title)
          .sort(),
      ).toEqual(['Metropolis poster', 'Nosferatu mug']);

      // A customer of the old store signs in and orders again: a fresh id, no duplicate key.
      const client = new TestClient(target.app);
      const signedIn = await client.post('/api/auth/sign-in', {
        email: customers[0],
        password: 'correct horse battery',
      });
      expect(signedIn.statusCode).toBe(200);
      const before = await ordersWithLines(source);
      const order = await placeOrder(client, [{ productId: before[0]!.items[0]!.productId! }], customers[0]);
      const [placed] = await target.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
      expect(placed!.id).toBeGreaterThan(Math.max(...before.map((o) => o.id)));
    } finally {
      await target.close();
    }
  }, 120_000);

  // The first PGlite of the process migrates its template on the way: minutes on a busy machine.
  it('carries a PGlite store to another database (PostgreSQL under npm run test:postgres)', async () => {
    const pglite = await openMigratedPglite();
    const target = await createTestStore();
    try {
      await restoreDump(pglite.db, dump, {});
      const carried = path.join(work, 'from-pglite.jsonl.gz');
      await writeDump(pglite.db, carried);
      await restoreDump(target.database.db, carried, {});
      expect(await ordersWithLines(target)).toEqual(await ordersWithLines(source));
    } finally {
      await pglite.close();
      await target.close();
    }
  }, 300_000);

  it('refuses a target that is not empty, unless --force, which replaces it', async () => {
    const target = await createTestStore();
    try {
      const own = await createProduct(target.database.db, { title: 'Already here' });
      await expect(restoreDump(target.database.db, dump, {})).rejects.toThrow(
        /target database is not empty \(rows in .*products.*--force/,
      );
      expect((await target.database.db.query.products.findMany()).map((p) => p.id)).toEqual([own.id]);
      await restoreDump(target.database.db, dump, { force: true });
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses a dump of another schema version, naming both migrations', async () => {
    const lines = dumpLines(dump);
    const [kind, header] = JSON.parse(lines[0]!) as [string, { migration: string }];
    const older = path.join(work, 'older.jsonl.gz');
    writeLines(older, [
      JSON.stringify([kind, { ...header, migration: '0018_content_translations_and_languages' }]),
      ...lines.slice(1),
    ]);
    const target = await createTestStore();
    try {
      await expect(restoreDump(target.database.db, older, {})).rejects.toThrow(
        `taken at migration 0018_content_translations_and_languages; this build's database is at ${latestMigration()}`,
      );
    } finally {
      await target.close();
    }
  }, 120_000);

  it('fails on a damaged or truncated dump with a clear message and restores nothing', async () => {
    const whole = readFileSync(dump);
    const cut = path.join(work, 'cut.jsonl.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const lines = dumpLines(dump);
    const withoutEnd = path.join(work, 'without-end.jsonl.gz');
    writeLines(withoutEnd, lines.slice(0, -1));
    const ordersAt = lines.findIndex((line) => line === JSON.stringify(['table', { name: 'orders' }]));
    const garbled = path.join(work, 'garbled.jsonl.gz');
    writeLines(garbled, [...lines.slice(0, ordersAt + 1), '{"id": 1, "total_cents": ', ...lines.slice(ordersAt + 1)]);

    const target = await createTestStore();
    try {
      const mediaDir = target.config.mediaDir;
      await expect(restoreDump(target.database.db, cut, { mediaDir })).rejects.toThrow(/damaged or incomplete/);
      await expect(restoreDump(target.database.db, withoutEnd, { mediaDir })).rejects.toThrow(
        /incomplete: it ends before its last line/,
      );
      await expect(restoreDump(target.database.db, garbled, { mediaDir })).rejects.toThrow(
        /rows of orders \(lines \d+-\d+\) could not be loaded/,
      );
      // Nothing half-restored: still empty, no media, and a good dump loads afterwards.
      expect(Object.values(await tableCounts(target)).every((n) => n === 0)).toBe(true);
      expect(existsSync(path.join(mediaDir, 'uploads', UPLOAD_KEY))).toBe(false);
      await restoreDump(target.database.db, dump, { mediaDir });
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
    } finally {
      await target.close();
    }
  }, 120_000);
});
