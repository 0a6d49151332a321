import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  checkEmailBodySchema,
  checkEmailResponseSchema,
  errorCodes,
  okSchema,
  paths,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  type SignInBody,
  DEFAULT_LANGUAGE,
} from '@marquee/contracts';
import { AppError, badRequest, foreignCode, tooManyRequests } from '../../lib/errors.js';
import { countEmailCheck } from '../../lib/email-check-limit.js';
import { GUEST_COOKIE } from '../../lib/owner.js';
import { mergeGuestInto } from '../cart/merge-guest.js';
import { startFreshGuest } from '../../plugins/request-context.js';
import { claimGuestOrders } from '../orders/claim.js';
import { isKnownBrowser, rememberKnownBrowser } from './known-browser.js';
import { storeLink, withMailLanguage } from '../email/mail-language.js';
import { findUserByEmail, isSignInDisabled, loadSessionUser, rememberLanguage, saveProfileNames } from './service.js';
import { createSignInLock } from './sign-in-lock.js';
import { UNLOCK_LANGUAGE_PARAM, unlockRoute } from './unlock-route.js';

const userResponseSchema = z.object({ user: sessionResponseSchema.shape.user.unwrap() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
/** The e-mail check answers no sooner than this, whether or not the account exists. */
const CHECK_EMAIL_FLOOR_MS = 250;

/** Copies better-auth's session cookies onto our reply. */
function forwardCookies(from: Headers, reply: FastifyReply) {
  for (const cookie of from.getSetCookie()) reply.header('set-cookie', cookie);
}

const authErrorCode = (error: unknown) =>
  isAPIError(error) ? ((error.body as { code?: string } | undefined)?.code ?? '') : null;

/** better-auth's answers to a wrong e-mail or password (unknown e-mails included). */
const wrongCredentialCodes = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND']);

/** Maps better-auth's errors onto the store's error shape and the specification's texts. */
function authError(error: unknown): never {
  if (!isAPIError(error)) throw error;
  const code = authErrorCode(error) ?? '';
  if (wrongCredentialCodes.has(code)) throw new AppError(401, errorCodes.INVALID_CREDENTIALS, 'Invalid credentials');
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      throw new AppError(
        409,
        errorCodes.USER_ALREADY_EXISTS,
        'An account with this email already exists. Please sign in instead.',
      );
    case 'PASSWORD_TOO_SHORT':
      throw badRequest('Password must be at least 8 characters long', {
        password: 'Password must be at least 8 characters long',
      });
    case 'INVALID_TOKEN':
      throw new AppError(
        400,
        errorCodes.INVALID_TOKEN,
        'This reset link is invalid or has expired. Please request a new one.',
      );
    default:
      throw new AppError(
        error.statusCode >= 500 ? 500 : error.statusCode,
        code ? foreignCode(code) : errorCodes.AUTH_ERROR,
        error.message,
      );
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app;
  const limits = app.config.rateLimits;
  // Per-client limits, the e-mail check's and the failed-answer ceiling of the credential
  // routes, are plugins/rate-limits.ts's; here: checks of one e-mail per client (shared by the
  // instances, lib/email-check-limit.ts), and the account lock.
  const signInLock = createSignInLock(app.db, {
    lockAfter: limits.lockAfter,
    lockMinutes: limits.lockMinutes,
    signInUrl: (language) => storeLink(app.config.publicUrl, language, paths.login.href()),
    adminSignInUrl: `${app.config.publicUrl}${paths.admin.login.href()}`,
    unlockUrl: (token, language) =>
      `${app.config.publicUrl}${apiPaths.auth.unlock.href({ token, ...(language !== DEFAULT_LANGUAGE && { [UNLOCK_LANGUAGE_PARAM]: language }) })}`,
    tokenSecret: app.config.sessionSecret,
    log: app.log,
  });

  /** The guest's cart and wishlist become the user's; a failed merge must not undo the sign-in. */
  const adoptGuestData = async (request: FastifyRequest, userId: string) => {
    const guest = request.cookies[GUEST_COOKIE];
    if (!guest) return;
    await mergeGuestInto(app.db, guest, userId).catch((err: unknown) =>
      request.log.error({ err }, 'merging the guest cart and wishlist failed'),
    );
  };

  /**
   * Issue 27 point 1: after a sign-in or sign-up the browser is a new guest (the next person
   * after a sign-out inherits nothing), and a verified account gets the guest orders placed
   * with its e-mail. The browser is remembered as one this account signed in from (point 3).
   */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; email: string; emailVerified: boolean },
  ) => {
    startFreshGuest(request, reply);
    rememberKnownBrowser(request, reply, user.id);
    // The account's e-mails follow the language its owner last signed in from (issue 29).
    await rememberLanguage(app.db, user.id, request.language);
    if (user.emailVerified)
      await claimGuestOrders(app.db, user.id, user.email).catch((err: unknown) =>
        request.log.error({ err }, 'claiming guest orders failed'),
      );
  };

  app.post(apiPaths.auth.checkEmail.path, {
    schema: { tags: ['auth'], body: checkEmailBodySchema, response: { 200: checkEmailResponseSchema, ...errors } },
    handler: async (request) => {
      const started = Date.now();
      const checks = await countEmailCheck(app.db, request.ip, request.body.email, started);
      if (checks.count > limits.emailChecksPerAddress) throw tooManyRequests((checks.resetAt - started) / 1000);
      const exists = (await findUserByEmail(app.db, request.body.email)) !== null;
      // Same answer time either way, so timing does not tell which e-mails exist.
      await sleep(Math.max(0, CHECK_EMAIL_FLOOR_MS - (Date.now() - started)));
      return { exists };
    },
  });

  app.post(apiPaths.auth.signUp.path, {
    schema: { tags: ['auth'], body: signUpBodySchema, response: { 201: userResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      // The verification e-mail is written in the page's language (issue 29).
      const result = await withMailLanguage(request.language, () =>
        auth.api
          .signUpEmail({
            body: { email, password, name: `${firstName} ${lastName}`, callbackURL: '/' },
            headers: request.authHeaders(),
            returnHeaders: true,
          })
          .catch(authError),
      );
      await saveProfileNames(app.db, result.response.user.id, firstName, lastName);
      await adoptGuestData(request, result.response.user.id);
      forwardCookies(result.headers, reply);
      await signedIn(request, reply, result.response.user);
      const user = await loadSessionUser(app.db, result.response.user.id);
      return reply.status(201).send({ user: user! });
    },
  });

  /**
   * Signs in with the account lock around it: a locked account is refused before its password
   * is checked, a wrong password is counted (the one that locks answers 429 at once), the right
   * one clears the count. A browser that signed in to the account before is not locked out by
   * others' failures (issue 27 point 3).
   */
  const signIn = async (request: FastifyRequest, body: SignInBody) => {
    const account = await findUserByEmail(app.db, body.email);
    const known = account !== null && isKnownBrowser(request, account.id);
    await signInLock.assertOpen(body.email, known);
    const result = await auth.api
      .signInEmail({ body, headers: request.authHeaders(), returnHeaders: true })
      .catch(async (error: unknown) => {
        if (wrongCredentialCodes.has(authErrorCode(error) ?? '')) await signInLock.failed(body.email, known);
        return authError(error);
      });
    await signInLock.succeeded(body.email);
    // Checked after the password, so only someone who knows it learns the account is disabled;
    // a wrong password answers 401 as for any account. The session just made is dropped.
    if (await isSignInDisabled(app.db, result.response.user.id)) {
      await (await auth.$context).internalAdapter.deleteSession(result.response.token);
      throw new AppError(403, errorCodes.ACCOUNT_DISABLED, 'This account has been disabled. Please contact support.');
    }
    return result;
  };

  app.post(apiPaths.auth.signIn.path, {
    schema: { tags: ['auth'], body: signInBodySchema, response: { 200: userResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const result = await signIn(request, request.body);
      await adoptGuestData(request, result.response.user.id);
      forwardCookies(result.headers, reply);
      await signedIn(request, reply, result.response.user);
      return { user: (await loadSessionUser(app.db, result.response.user.id))! };
    },
  });

  app.post(apiPaths.auth.adminSignIn.path, {
    schema: { tags: ['auth'], body: signInBodySchema, response: { 200: userResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const result = await signIn(request, request.body);
      const user = await loadSessionUser(app.db, result.response.user.id);
      if (user?.role !== 'admin') {
        // Right password, wrong role: the session just created is dropped, not handed out.
        await (await auth.$context).internalAdapter.deleteSession(result.response.token);
        throw new AppError(403, errorCodes.NOT_ADMIN, 'This account does not have admin access.');
      }
      forwardCookies(result.headers, reply);
      await signedIn(request, reply, result.response.user);
      return { user };
    },
  });

  await app.register(unlockRoute);

  app.post(apiPaths.auth.signOut.path, {
    schema: { tags: ['auth'], response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (await request.currentSession()) {
        const result = await auth.api.signOut({ headers: request.authHeaders(), returnHeaders: true }).catch(authError);
        forwardCookies(result.headers, reply);
      }
      // The next person at this browser starts as a stranger: no cart, orders or chat of this one.
      startFreshGuest(request, reply);
      return reply.status(204).send(null);
    },
  });

  app.get(apiPaths.auth.session.path, {
    schema: { tags: ['auth'], response: { 200: sessionResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const current = await request.currentSession();
      // A signed-out visitor gets the guest id now, so the cart and wishlist have an owner.
      if (!current) request.guestId(reply);
      return { user: current?.user ?? null };
    },
  });

  app.post(apiPaths.auth.requestPasswordReset.path, {
    schema: { tags: ['auth'], body: requestPasswordResetBodySchema, response: { 200: okSchema, ...errors } },
    handler: async (request) => {
      // Same answer for unknown addresses: the reset form must not reveal accounts.
      await withMailLanguage(request.language, () =>
        auth.api
          .requestPasswordReset({
            body: { email: request.body.email, redirectTo: '/reset-password' },
            headers: request.authHeaders(),
          })
          .catch(authError),
      );
      return { ok: true as const };
    },
  });

  app.post(apiPaths.auth.resetPassword.path, {
    schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: okSchema, ...errors } },
    handler: async (request) => {
      await auth.api
        .resetPassword({
          body: { token: request.body.token, newPassword: request.body.password },
          headers: request.authHeaders(),
        })
        .catch(authError);
      return { ok: true as const };
    },
  });

  // The e-mailed verification link is handled by better-auth itself (token check + redirect).
  app.get(apiPaths.auth.verifyEmail.path, {
    schema: {
      tags: ['auth'],
      hide: true,
      querystring: z.object({ token: z.string().min(1).max(2000), callbackURL: z.string().max(200).optional() }),
    },
    handler: async (request, reply) => {
      const url = new URL(request.url, app.config.publicUrl);
      const response = await auth.handler(new Request(url, { method: 'GET', headers: request.authHeaders() }));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      forwardCookies(response.headers, reply);
      return reply.send(await response.text());
    },
  });
};
