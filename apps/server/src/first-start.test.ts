import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedOnFirstStart } from './first-start.js';
import { ensureFirstAdmin, firstAdminNotice } from './modules/auth/admin-accounts.js';
import { testStoreForFile, TestClient } from './test/app.js';

const store = testStoreForFile();

describe('issue 30: SEED_DEMO=false starts an empty store', () => {
  it('seeds nothing, serves an empty catalogue without errors, and still creates and prints the first admin', async () => {
    const { db } = store.database;
    expect(await seedOnFirstStart(db, { ...store.config, seedDemo: false })).toBe('skipped');
    const admin = await ensureFirstAdmin(db, store.app.auth, 'owner@empty.example');
    const printed = (await firstAdminNotice(db, admin, 'owner@empty.example')).join('\n');
    expect(printed).toContain(`password: ${admin!.password}`);

    const products = await store.app.inject({ url: '/api/products' });
    expect(products.statusCode).toBe(200);
    expect(products.json()).toMatchObject({ items: [], total: 0 });
    expect((await store.app.inject({ url: '/api/categories' })).statusCode).toBe(200);

    const staff = new TestClient(store.app);
    const signedIn = await staff.post('/api/auth/admin-sign-in', {
      email: 'owner@empty.example',
      password: admin!.password,
    });
    expect(signedIn.statusCode).toBe(200);
    for (const url of ['/api/admin/overview', '/api/admin/products', '/api/admin/orders', '/api/admin/customers']) {
      expect((await staff.get(url)).statusCode, url).toBe(200);
    }
    expect((await staff.get('/api/admin/products')).json()).toMatchObject({ total: 0 });
  });

  it('decides once: a store that started empty is not given the demo by a later start that would seed it', async () => {
    const { db } = store.database;
    expect(await seedOnFirstStart(db, { ...store.config, seedDemo: true })).toBeNull();
    expect((await store.app.inject({ url: '/api/products' })).json()).toMatchObject({ total: 0 });
  });
});

describe('issue 30: every instance of a demo store has the demo artwork', () => {
  const seeded = testStoreForFile();

  it('an instance with its own media folder writes the artwork the seeding instance wrote', async () => {
    const { db } = seeded.database;
    const first = mkdtempSync(path.join(tmpdir(), 'marquee-first-'));
    const second = mkdtempSync(path.join(tmpdir(), 'marquee-second-'));
    expect(await seedOnFirstStart(db, { seedDemo: true, mediaDir: first })).toBe('seeded');
    expect(await seedOnFirstStart(db, { seedDemo: true, mediaDir: second })).toBeNull();
    const files = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files(first).length).toBeGreaterThan(50);
    expect(files(second)).toEqual(files(first));
  });
});
