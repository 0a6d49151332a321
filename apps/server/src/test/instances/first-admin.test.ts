import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteSettings, user } from '../../db/schema/index.js';
import { ensureFirstAdmin, FIRST_ADMIN_CLAIM, firstAdminNotice } from '../../modules/auth/admin-accounts.js';
import { createTestStore, testStoreForFile, TestClient, type TestStore } from '../app.js';

const store = testStoreForFile();

const signsIn = async (credentials: { email: string; password: string }) =>
  (await new TestClient(store.app).post('/api/auth/admin-sign-in', credentials)).statusCode;

describe('issue 15 the first admin when several instances start together', () => {
  it('three instances creating the first admin at once: one prints a password, and it is the one that works', async () => {
    const { db } = store.database;
    const printed = (await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(db, store.app.auth, undefined)))).filter(
      (result) => result !== null,
    );
    expect(printed).toHaveLength(1);
    expect(await signsIn(printed[0]!)).toBe(200);
    expect(await db.select().from(user).where(eq(user.email, printed[0]!.email))).toHaveLength(1);
  });

  it('an instance that claimed it and stopped before creating it is replaced after a minute', async () => {
    const { db } = store.database;
    // A store whose admins are all gone, and a claim just made by another instance.
    await db.update(user).set({ role: 'customer' }).where(eq(user.role, 'admin'));
    await db.update(siteSettings).set({ updatedAt: new Date() }).where(eq(siteSettings.settingKey, FIRST_ADMIN_CLAIM));
    // That instance is creating it right now: this one leaves it alone.
    expect(await ensureFirstAdmin(db, store.app.auth, undefined)).toBeNull();
    await db
      .update(siteSettings)
      .set({ updatedAt: new Date(Date.now() - 61_000) })
      .where(eq(siteSettings.settingKey, FIRST_ADMIN_CLAIM));
    const printed = await ensureFirstAdmin(db, store.app.auth, undefined);
    expect(printed).not.toBeNull();
    expect(await signsIn(printed!)).toBe(200);
  });
});

describe("issue 27 point 3: the first admin's address comes from the operator, never a fixed one", () => {
  /** A new store's first start: the admin it makes and what it prints, then what a second start prints. */
  async function firstStarts(fresh: TestStore, adminEmail: string | undefined) {
    const { db } = fresh.database;
    const created = await ensureFirstAdmin(db, fresh.app.auth, adminEmail);
    const printed = await firstAdminNotice(db, created, adminEmail);
    const again = await ensureFirstAdmin(db, fresh.app.auth, adminEmail);
    const printedAgain = await firstAdminNotice(db, again, adminEmail);
    return { created: created!, printed: printed.join('\n'), printedAgain: printedAgain.join('\n') };
  }

  /** This file's store as if new: no admin, no claim. */
  async function withoutAdmins() {
    const { db } = store.database;
    await db.update(user).set({ role: 'customer' }).where(eq(user.role, 'admin'));
    await db.delete(siteSettings).where(eq(siteSettings.settingKey, FIRST_ADMIN_CLAIM));
  }

  it('with ADMIN_EMAIL, the first admin is that address, printed once with its password, and signs in', async () => {
    await withoutAdmins();
    const { created, printed, printedAgain } = await firstStarts(store, 'owner@shop.example');
    expect(created.email).toBe('owner@shop.example');
    expect(printed).toContain('e-mail:   owner@shop.example');
    expect(printed).toContain(`password: ${created.password}`);
    expect(printed).toContain('npm run admin:create -- --email owner@shop.example');
    expect(printedAgain).toBe('');
    expect(await signsIn(created)).toBe(200);
  });

  it('without ADMIN_EMAIL, a random address that differs between two stores, printed once; admin@marquee.local is not an admin', async () => {
    await withoutAdmins();
    const other = await createTestStore();
    const stores = [store, other];
    try {
      const starts = [await firstStarts(stores[0]!, undefined), await firstStarts(stores[1]!, undefined)];
      const [first, second] = starts.map((start) => start.created.email);
      expect(first).toMatch(/^admin-[a-z2-7]{8}@marquee\.local$/);
      expect(second).toMatch(/^admin-[a-z2-7]{8}@marquee\.local$/);
      expect(first).not.toBe(second);
      for (const start of starts) {
        expect(start.printed).toContain(`e-mail:   ${start.created.email}`);
        expect(start.printed).toContain(`password: ${start.created.password}`);
        expect(start.printedAgain).toBe('');
      }
      const guessed = await new TestClient(stores[0]!.app).post('/api/auth/admin-sign-in', {
        email: 'admin@marquee.local',
        password: starts[0]!.created.password,
      });
      expect(guessed.statusCode).toBe(401);
      const signedIn = await new TestClient(stores[0]!.app).post('/api/auth/admin-sign-in', starts[0]!.created);
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a store that already has an admin keeps it when ADMIN_EMAIL is set later, and says how to add that address', async () => {
    const { db } = store.database;
    const admins = await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'));
    expect(admins.length).toBeGreaterThan(0);
    expect(await ensureFirstAdmin(db, store.app.auth, 'later@shop.example')).toBeNull();
    expect(await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'))).toEqual(admins);
    expect(await db.select().from(user).where(eq(user.email, 'later@shop.example'))).toEqual([]);
    const printed = (await firstAdminNotice(db, null, 'later@shop.example')).join('\n');
    expect(printed).toContain('npm run admin:create -- --email later@shop.example');
    // Nothing to say when ADMIN_EMAIL is already an admin, or not set.
    expect(await firstAdminNotice(db, null, admins[0]!.email)).toEqual([]);
    expect(await firstAdminNotice(db, null, undefined)).toEqual([]);
  });
});
