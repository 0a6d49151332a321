import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { serverFacts } from '../db/schema/index.js';

/** The server_facts row holding the fingerprint (a restore replaces the one a backup brought). */
export const SESSION_SECRET_FACT = 'session_secret_fingerprint';

/** A keyed digest that names a secret without revealing it (HMAC of a fixed text). */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('marquee:session-secret-fingerprint').digest('base64url').slice(0, 16);
}

type SecretConfig = Pick<Config, 'sessionSecret' | 'previousSessionSecret'>;

/**
 * Every instance of a store must sign with one secret, or a session made by one is refused by
 * the next and e-mailed order links break at random (issue 27, decision 089). The first start
 * records the secret's fingerprint; a start with another secret is refused, unless the stored
 * one is SESSION_SECRET_PREVIOUS's: that is a rotation, and the new fingerprint is recorded.
 * Serialised with an advisory lock, so instances starting together agree.
 */
export async function checkSessionSecret(db: Db, config: SecretConfig): Promise<'recorded' | 'same' | 'rotated'> {
  const current = secretFingerprint(config.sessionSecret);
  const previous = config.previousSessionSecret ? secretFingerprint(config.previousSessionSecret) : undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marquee:session-secret'))`);
    const [row] = await tx.select().from(serverFacts).where(eq(serverFacts.key, SESSION_SECRET_FACT));
    if (!row) {
      await tx.insert(serverFacts).values({ key: SESSION_SECRET_FACT, value: current });
      return 'recorded';
    }
    if (row.value === current) return 'same';
    if (row.value === previous) {
      await tx
        .update(serverFacts)
        .set({ value: current, updatedAt: new Date() })
        .where(eq(serverFacts.key, SESSION_SECRET_FACT));
      return 'rotated';
    }
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_SECRET: this database was set up with another session secret ` +
        `(fingerprint ${row.value}; this one is ${current}). Every instance must use the same SESSION_SECRET; ` +
        'to rotate it, set the new one as SESSION_SECRET and the old one as SESSION_SECRET_PREVIOUS.',
    );
  });
}

/** better-call's signed cookie: `value.base64(HMAC-SHA256(secret, value))`, URI-encoded. */
function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A session cookie signed with the previous secret, signed again with the current one (so
 * better-auth accepts it and renews it as usual); any other value is returned as it was.
 */
export function resignedSessionCookie(raw: string, config: SecretConfig): string {
  if (!config.previousSessionSecret) return raw;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return raw;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot <= 0) return raw;
  const value = decoded.slice(0, dot);
  const given = decoded.slice(dot + 1);
  if (sameText(given, signature(value, config.sessionSecret))) return raw;
  if (!sameText(given, signature(value, config.previousSessionSecret))) return raw;
  return encodeURIComponent(`${value}.${signature(value, config.sessionSecret)}`);
}
