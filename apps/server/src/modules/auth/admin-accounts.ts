import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
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

export const FIRST_ADMIN_EMAIL = 'admin@marquee.local';

/** On a first start with no admin, creates one with a random password and returns it (printed once). */
export async function ensureFirstAdmin(db: Db, auth: Auth): Promise<{ email: string; password: string } | null> {
  if ((await countAdmins(db)) > 0) return null;
  const password = generatePassword();
  await upsertAdmin(db, auth, FIRST_ADMIN_EMAIL, password);
  return { email: FIRST_ADMIN_EMAIL, password };
}
