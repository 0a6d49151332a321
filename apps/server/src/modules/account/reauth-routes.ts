import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  apiErrorSchema,
  apiPaths,
  errorCodes,
  reauthCodeSentSchema,
  reauthenticateBodySchema,
  reauthStatusSchema,
} from '@marquee/contracts';
import { AppError, TooManyRequestsError, badRequest, tooManyRequests, waitInWords } from '../../lib/errors.js';
import { allowEmailTo } from '../../lib/recipient-limit.js';
import { sharedCountersFor } from '../../lib/shared-counters.js';
import { requireUser } from '../../plugins/auth.js';
import { getReauthStatus, passwordHashOf, recordReauthentication } from './reauth.js';
import { sendReauthCode, verifyReauthCode } from './reauth-code.js';

/**
 * Wrong passwords one session may try per quarter hour. They are not counted in the sign-in
 * lock: whoever holds a stolen session could otherwise lock the owner out of signing in. A
 * session is made only by someone who knew the password, so per session is the right key.
 */
const WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;
/** Code e-mails per account and hour, as for the password change's codes. */
const CODE_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

const tooManyWrongPasswords = (retryAfterSeconds: number) =>
  new TooManyRequestsError(
    errorCodes.RATE_LIMITED,
    `Too many incorrect passwords. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

/** Issue 27 point 4: a session proves its owner again before the account is deleted or exported. */
export const reauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const secret = app.config.sessionSecret;
  // Shared by every instance on PostgreSQL, so a second instance is not a second 5 tries.
  const counters = sharedCountersFor(app.db);

  app.get(apiPaths.account.reauthenticate.path, {
    schema: { tags, response: { 200: reauthStatusSchema, 401: apiErrorSchema } },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      return getReauthStatus(app.db, { userId: user.id, sessionId }, app.clock());
    },
  });

  app.post(apiPaths.account.reauthenticate.path, {
    schema: { tags, body: reauthenticateBodySchema, response: { 200: reauthStatusSchema, ...errors } },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      const now = app.clock();
      const { password, code } = request.body;
      if (code !== undefined) {
        await verifyReauthCode(app.db, { sessionId, code, now, secret });
      } else {
        // Refused before the hash is checked, so a session out of tries costs no hashing.
        const tried = await counters.peek(`reauth-wrong:${sessionId}`, now.getTime());
        if (tried && tried.count >= WRONG_PASSWORDS)
          throw tooManyWrongPasswords((tried.resetAt - now.getTime()) / 1000);
        const hash = await passwordHashOf(app.db, user.id);
        if (!hash) throw badRequest(accountMessages.reauthNoPassword, { password: accountMessages.reauthNoPassword });
        const right = await (await app.auth.$context).password.verify({ hash, password: password! });
        if (!right) {
          await counters.hit(`reauth-wrong:${sessionId}`, WRONG_PASSWORD_WINDOW_MS, now.getTime());
          throw new AppError(400, errorCodes.INVALID_CREDENTIALS, accountMessages.reauthPasswordWrong, {
            password: accountMessages.reauthPasswordWrong,
          });
        }
        await recordReauthentication(app.db, sessionId, now);
      }
      return getReauthStatus(app.db, { userId: user.id, sessionId }, now);
    },
  });

  app.post(apiPaths.account.reauthenticateCode.path, {
    schema: {
      tags,
      response: { 200: reauthCodeSentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      const now = app.clock();
      // An account with a password confirms with it: the code is for accounts without one.
      if (await passwordHashOf(app.db, user.id)) throw badRequest(accountMessages.reauthHasPassword);
      const sent = await counters.hit(`reauth-code-emails:${user.id}`, HOUR_MS, now.getTime());
      if (sent.count > CODE_EMAILS_PER_HOUR) throw tooManyRequests((sent.resetAt - now.getTime()) / 1000);
      const recipient = await allowEmailTo(counters, 'reauthentication-code', user.email, now.getTime());
      if (!recipient.allowed) throw tooManyRequests((recipient.resetAt - now.getTime()) / 1000);
      return sendReauthCode(app.db, { userId: user.id, sessionId, now, secret });
    },
  });
};
