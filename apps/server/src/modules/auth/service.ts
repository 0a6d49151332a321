import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, type Role, type SessionUser } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  return (await loadUserWithSignIn(db, userId))?.user ?? null;
}

/** The session's user, or null when staff disabled the account's sign-in (issue 12). */
export async function loadEnabledSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const found = await loadUserWithSignIn(db, userId);
  return found && !found.disabled ? found.user : null;
}

async function loadUserWithSignIn(db: Db, userId: string): Promise<{ user: SessionUser; disabled: boolean } | null> {
  const [row] = await db
    .select({
      banned: user.banned,
      id: user.id,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    disabled: row.banned ?? false,
    user: {
      id: row.id,
      email: row.email,
      role: row.role as Role,
      emailVerified: row.emailVerified,
      firstName: row.firstName ?? row.name.split(' ')[0] ?? '',
      lastName: row.lastName ?? '',
    },
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email.toLowerCase()));
  return row ?? null;
}

export async function saveProfileNames(db: Db, userId: string, firstName: string, lastName: string) {
  await db
    .insert(profiles)
    .values({ userId, firstName, lastName })
    .onConflictDoUpdate({ target: profiles.userId, set: { firstName, lastName, updatedAt: sql`now()` } });
}

/** The language the account's e-mails are written in (issue 29): the last one its owner used the store in. */
export async function rememberLanguage(db: Db, userId: string, language: LanguageCode): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, language })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { language },
      where: sql`${profiles.language} <> ${language}`,
    });
}

/** The account's e-mail language: its profile's, English when it has none. */
export async function profileLanguage(db: Pick<Db, 'select'>, userId: string): Promise<LanguageCode> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId));
  return isLanguageCode(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

export async function setRole(db: Db, userId: string, role: Role) {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(eq(user.role, 'admin'));
  return row?.n ?? 0;
}

/** Staff switched off this account's sign-in (the admin Customers tab). */
export async function isSignInDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ banned: user.banned }).from(user).where(eq(user.id, userId));
  return row?.banned ?? false;
}
