import { eq, sql } from 'drizzle-orm';
import type { Profile, profileBodySchema } from '@marquee/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

type ProfileInput = z.output<typeof profileBodySchema>;

/** The account's profile: the e-mail from `users`, the editable fields from `profiles` (ACC-06). */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      createdAt: user.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      birthdate: profiles.birthdate,
      country: profiles.country,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound('Account not found.');
  // Accounts made before profiles existed have only `users.name`.
  const [first = '', ...rest] = row.name.split(' ');
  return {
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName ?? first,
    lastName: row.lastName ?? rest.join(' '),
    birthdate: row.birthdate ?? null,
    country: row.country ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saves the editable fields. `users.name` is what better-auth and the admin's lists show, so it
 * changes in the same transaction.
 */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const { firstName, lastName, birthdate, country } = input;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, firstName, lastName, birthdate, country })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { firstName, lastName, birthdate, country, updatedAt: sql`now()` },
      });
    await tx
      .update(user)
      .set({ name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, userId));
  });
  return getProfile(db, userId);
}
