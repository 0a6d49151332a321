import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  newPasswordBodySchema,
  okSchema,
  passwordChangeStatusSchema,
  passwordCodeBodySchema,
  paths,
} from '@marquee/contracts';
import { tooManyRequests } from '../../lib/errors.js';
import { createFixedWindow } from '../../lib/fixed-window.js';
import { requireUser } from '../../plugins/auth.js';
import {
  assertNotLocked,
  assertVerified,
  changePassword,
  getPasswordChangeStatus,
  sendPasswordCode,
  verifyPasswordCode,
} from './password-code.js';

/**
 * Code e-mails per account and hour. Five covers a customer whose mail is slow or who mistyped
 * (each new code replaces the last) and keeps a stolen session from flooding the owner's inbox;
 * since each code allows four guesses, it also caps guessing at 20 an hour against 900,000 codes.
 */
const CODE_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** ACC-08..15, R-05..R-07: the password change by a code e-mailed to the account's address. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const codeEmails = createFixedWindow(HOUR_MS);
  const secret = app.config.sessionSecret;

  app.get(apiPaths.account.passwordStatus.path, {
    schema: { tags, response: { 200: passwordChangeStatusSchema, 401: apiErrorSchema } },
    handler: async (request) => getPasswordChangeStatus(app.db, (await requireUser(request)).user.id, app.clock()),
  });

  app.post(apiPaths.account.passwordCode.path, {
    schema: { tags, response: { 200: passwordChangeStatusSchema, ...errors } },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const now = app.clock();
      // A locked account hears about its lock, and its refused requests do not use up the limit.
      await assertNotLocked(app.db, user.id, now);
      const sent = codeEmails.hit(user.id, now.getTime());
      if (sent.count > CODE_EMAILS_PER_HOUR) throw tooManyRequests((sent.resetAt - now.getTime()) / 1000);
      return sendPasswordCode(app.db, user.id, { now, secret });
    },
  });

  app.post(apiPaths.account.passwordVerify.path, {
    schema: { tags, body: passwordCodeBodySchema, response: { 200: passwordChangeStatusSchema, ...errors } },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return verifyPasswordCode(app.db, user.id, request.body.code, { now: app.clock(), secret });
    },
  });

  app.post(apiPaths.account.passwordChange.path, {
    schema: { tags, body: newPasswordBodySchema, response: { 200: okSchema, ...errors } },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      const now = app.clock();
      await assertVerified(app.db, user.id, now);
      const passwordHash = await (await app.auth.$context).password.hash(request.body.password);
      await changePassword(app.db, {
        userId: user.id,
        sessionId,
        passwordHash,
        now,
        resetUrl: `${app.config.publicUrl}${paths.login.href()}`,
      });
      return { ok: true as const };
    },
  });
};
