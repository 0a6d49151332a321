import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  newPasswordBodySchema,
  okSchema,
  passwordChangeStatusSchema,
  passwordCodeBodySchema,
} from '@marquee/contracts';
import { tooManyRequests } from '../../lib/errors.js';
import { allowEmailTo } from '../../lib/recipient-limit.js';
import { sharedCountersFor } from '../../lib/shared-counters.js';
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
  // In the database on PostgreSQL, so neither more instances nor a restart allow more.
  const counters = sharedCountersFor(app.db);
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
      const sent = await counters.hit(`code-emails:${user.id}`, HOUR_MS, now.getTime());
      if (sent.count > CODE_EMAILS_PER_HOUR) throw tooManyRequests((sent.resetAt - now.getTime()) / 1000);
      // Also per address (issue 27 point 5). The customer asks for their own address's code, so
      // telling them to wait reveals nothing, and beats a code that silently never comes.
      const recipient = await allowEmailTo(counters, 'password-code', user.email, now.getTime());
      if (!recipient.allowed) throw tooManyRequests((recipient.resetAt - now.getTime()) / 1000);
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
        publicUrl: app.config.publicUrl,
      });
      return { ok: true as const };
    },
  });
};
