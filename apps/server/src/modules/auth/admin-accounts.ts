import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';
import type { Auth } from './better-auth.js';
import { countAdmins, findUserByEmail, saveProfileNames, setRole } from './service.js';

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Creates an admin, or promotes an existing account and sets its password.
 * Used by `npm run admin:create` and by the first start.
 */
export async function upsertAdmin(db: Db, auth: Auth, email: string, password: string): Promise<'created' | 'updated'> {
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await setRole(db, existing.id, 'admin');
    await ctx.internalAdapter.updatePassword(existing.id, passwordHash);
    await ctx.internalAdapter.updateUser(existing.id, { emailVerified: true });
    // Sessions opened before the promotion (by whoever registered the address) must not become admin sessions.
    await ctx.internalAdapter.deleteUserSessions(existing.id);
    return 'updated';
  }
  const created = await ctx.internalAdapter.createUser(
    { email: email.toLowerCase(), name: 'Store Admin', emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: passwordHash,
  });
  await setRole(db, created.id, 'admin');
  await saveProfileNames(db, created.id, 'Store', 'Admin');
  return 'created';
}

/**
 * The first admin's address when the operator did not choose one (ADMIN_EMAIL): random, so it
 * cannot be guessed to lock the staff out with wrong passwords (issue 27 point 3).
 */
export function randomAdminEmail(): string {
  // 32 letters and digits: every byte maps evenly (byte % 32), 40 random bits in all.
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `admin-${chars}@marquee.local`;
}

/** The row whose insert makes one of several instances starting together the one that creates the first admin. */
export const FIRST_ADMIN_CLAIM = 'first_admin_claimed_at';
/** A claim this old with still no admin was made by an instance that stopped before creating it. */
const ABANDONED_CLAIM_MS = 60_000;

async function claimFirstAdmin(db: Db): Promise<boolean> {
  const now = new Date();
  const inserted = await db
    .insert(siteSettings)
    .values({ settingKey: FIRST_ADMIN_CLAIM, settingValue: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: siteSettings.settingKey });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(siteSettings)
    .set({ settingValue: now.toISOString(), updatedAt: now })
    .where(
      and(
        eq(siteSettings.settingKey, FIRST_ADMIN_CLAIM),
        lt(siteSettings.updatedAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
      ),
    )
    .returning({ key: siteSettings.settingKey });
  return takenOver.length > 0;
}

/**
 * On a first start with no admin, creates one with a random password and returns it (printed
 * once): at `adminEmail` (ADMIN_EMAIL), else at a random address. A store with an admin keeps it.
 */
export async function ensureFirstAdmin(
  db: Db,
  auth: Auth,
  adminEmail: string | undefined,
): Promise<{ email: string; password: string } | null> {
  if ((await countAdmins(db)) > 0) return null;
  // Instances starting together on one database all see no admin; each used to set its own
  // password and print it, and only the last one written worked (decision 076). One claims it.
  if (!(await claimFirstAdmin(db))) return null;
  const email = adminEmail ?? randomAdminEmail();
  const password = generatePassword();
  await upsertAdmin(db, auth, email, password);
  return { email, password };
}

/**
 * What the first start prints about the admin: the new admin's credentials (shown only then),
 * or, when ADMIN_EMAIL names an address that is not an admin of this store (it already had
 * one), how to make it one. Nothing when there is nothing to say.
 */
export async function firstAdminNotice(
  db: Db,
  created: { email: string; password: string } | null,
  adminEmail: string | undefined,
): Promise<string[]> {
  if (created) {
    return [
      '  An admin account was created for this first start. Sign in at /admin/login with:',
      `    e-mail:   ${created.email}`,
      `    password: ${created.password}`,
      '  This password is shown only now. Change it any time with:',
      `    npm run admin:create -- --email ${created.email}   (prints a new random password)`,
    ];
  }
  if (adminEmail === undefined || (await findUserByEmail(db, adminEmail))?.role === 'admin') return [];
  return [
    `  ADMIN_EMAIL (${adminEmail}) is used only by a store without an admin; this store's admins stay as they are.`,
    `  To make it an admin: npm run admin:create -- --email ${adminEmail}`,
  ];
}
