/**
 * The newsletter as shoppers meet it (SF-HOME-09..11, issue 29): the sign-up, the confirmation
 * of double opt-in and the unsubscribe. The subscriber list itself is staff-only (admin-newsletter.ts).
 */
import { z } from 'zod';
import { emailField } from './auth.js';
import { DEFAULT_LANGUAGE, languageCodes } from './constants.js';

export const newsletterBodySchema = z.strictObject({
  email: emailField,
  /** The page's language: the address's e-mails are written in it. */
  language: z.enum(languageCodes, { error: `Must be one of ${languageCodes.join(', ')}` }).default(DEFAULT_LANGUAGE),
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

/** A link's token as it arrives: anything longer than the store's own tokens is not one. */
const tokenField = z
  .string({ error: 'The link has no token' })
  .trim()
  .min(1, 'The link has no token')
  .max(200, 'This is not a token of ours');

export const newsletterConfirmBodySchema = z.strictObject({ token: tokenField });
export type NewsletterConfirmBody = z.input<typeof newsletterConfirmBodySchema>;

export const newsletterUnsubscribeQuerySchema = z.object({ token: tokenField });
