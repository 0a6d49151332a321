import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { account, session, user, verification } from '../../db/schema/index.js';
import { AUTH_API_PREFIX, PASSWORD_MIN_LENGTH, paths } from '@marquee/contracts';
import { scopedMailLanguage, storeLink } from '../email/mail-language.js';
import { profileLanguage } from './service.js';
import { allowEmailTo } from '../../lib/recipient-limit.js';
import { sharedCountersFor } from '../../lib/shared-counters.js';
import { enqueueEmail } from '../email/outbox.js';
import { claimGuestOrders } from '../orders/claim.js';
import { passwordResetEmail, verificationEmail } from '../email/templates.js';

const ONE_HOUR = 60 * 60;

/** Origins allowed to send cookie-authenticated writes (CSRF) and used in e-mailed links. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (config.env !== 'production') {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  return [...origins];
}

/**
 * better-auth owns credentials, password hashing (argon2id), sessions and
 * single-use tokens; the store's own routes call its API, so every request and
 * answer still goes through our zod schemas and error shape.
 */
export function createAuth(db: Db, config: Config) {
  return betterAuth({
    appName: 'Marquee',
    secret: config.sessionSecret,
    baseURL: config.publicUrl,
    basePath: AUTH_API_PREFIX,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        // input: false — a client can never choose its own role.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    session: {
      expiresIn: 30 * 24 * ONE_HOUR,
      updateAge: 24 * ONE_HOUR,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      async sendResetPassword({ user: u, token }) {
        // Per recipient, whoever asks and from wherever (issue 27 point 5). Beyond the limit the
        // request is answered as always, so it reveals nothing; the e-mail just does not go.
        if (!(await allowEmailTo(sharedCountersFor(db), 'password-reset', u.email)).allowed) return;
        const language = scopedMailLanguage() ?? (await profileLanguage(db, u.id));
        const url = storeLink(config.publicUrl, language, paths.resetPassword.href({ token }));
        await enqueueEmail(db, passwordResetEmail(u.email, url, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Off: a verification link mailed by someone else must not sign the clicker into that account.
      autoSignInAfterVerification: false,
      expiresIn: 24 * ONE_HOUR,
      async sendVerificationEmail({ user: u, url }) {
        const language = scopedMailLanguage() ?? (await profileLanguage(db, u.id));
        await enqueueEmail(db, verificationEmail(u.email, u.name.split(' ')[0] ?? '', url, language));
      },
      // Issue 27 point 1: the address is now proved, so the guest orders placed with it are this account's.
      async afterEmailVerification(u) {
        await claimGuestOrders(db, u.id, u.email);
      },
    },
    // Applies to the one route passed to better-auth's handler (verify-email); our own
    // routes call auth.api directly and are limited by @fastify/rate-limit.
    rateLimit: { enabled: true, window: 60, max: 30 },
    advanced: {
      cookiePrefix: 'marquee',
      useSecureCookies: config.secureCookies,
      // request.authHeaders() overwrites x-forwarded-for with the address Fastify trusts.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      disableOriginCheck: false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    telemetry: { enabled: false },
    // Expected failures (wrong password, unknown user) are answered, not logged as warnings.
    logger: { level: 'error', disabled: config.env === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
