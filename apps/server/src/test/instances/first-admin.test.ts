import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteSettings, user } from '../../db/schema/index.js';
import { ensureFirstAdmin, FIRST_ADMIN_CLAIM } from '../../modules/auth/admin-accounts.js';
import { testStoreForFile, TestClient } from '../app.js';

const store = testStoreForFile();

const signsIn = async (credentials: { email: string; password: string }) =>
  (await new TestClient(store.app).post('/api/auth/admin-sign-in', credentials)).statusCode;

describe('issue 15 the first admin when several instances start together', () => {
  it('three instances creating the first admin at once: one prints a password, and it is the one that works', async () => {
    const { db } = store.database;
    const printed = (await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(db, store.app.auth)))).filter(
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
    expect(await ensureFirstAdmin(db, store.app.auth)).toBeNull();
    await db
      .update(siteSettings)
      .set({ updatedAt: new Date(Date.now() - 61_000) })
      .where(eq(siteSettings.settingKey, FIRST_ADMIN_CLAIM));
    const printed = await ensureFirstAdmin(db, store.app.auth);
    expect(printed).not.toBeNull();
    expect(await signsIn(printed!)).toBe(200);
  });
});
