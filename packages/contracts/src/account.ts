/**
 * The customer account area (issue 12, ACC-01..23, R-05..R-07, R-33, R-34): profile, the
 * password change by e-mailed code, signed-in devices, deletion and export, the customer's
 * orders and Dream Box. Every route answers only the session's owner: 401 for a guest, 404 for
 * another customer's order.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.js';
import { isCalendarDate } from './admin-coupons.js';
import { passwordField } from './auth.js';
import { dreamBoxSubscriptionViewSchema, orderViewSchema } from './orders.js';
import { cartSchema } from './cart.js';
import { ownReviewSchema } from './reviews.js';

/** The code the server e-mails: 6 digits, 100000 to 999999 (ACC-09). */
export const PASSWORD_CODE_LENGTH = 6;
/** Minutes a code stays valid (ACC-09). */
export const PASSWORD_CODE_MINUTES = 10;
/** Wrong codes allowed before the lock; the counter the customer sees starts here (ACC-12, R-06). */
export const PASSWORD_CODE_ATTEMPTS = 4;
/** How long four wrong codes lock the password change (ACC-13). */
export const PASSWORD_LOCK_MINUTES = 60;
/**
 * Deleting the account and downloading its data need this session to have proved its owner
 * (password, or an e-mailed code without one) within this many minutes (issue 27 point 4).
 */
export const REAUTH_MINUTES = 10;
/** Wrong codes one re-authentication code allows; then a new code is needed. */
export const REAUTH_CODE_ATTEMPTS = 5;
/** How often /account checks the session again (ACC-03, BC-31). */
export const ACCOUNT_SESSION_RECHECK_MS = 30_000;

/** The account's texts from the specification's error catalogue (MSG-ACC-*). */
export const accountMessages = {
  sendCodeFailed: 'Failed to send verification code',
  codeExpiredTitle: 'Code Expired',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeInvalidTitle: 'Invalid Code',
  /** 'Incorrect code. {n} attempts remaining.' */
  codeInvalid: (remaining: number) => `Incorrect code. ${remaining} attempts remaining.`,
  updatePasswordFailed: 'Failed to update password',
  updateProfileFailed: 'Failed to update profile',
  deleteFailed: 'Failed to delete account. Please contact support.',
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  reauthRequired: 'Please confirm your password to continue.',
  reauthPasswordWrong: 'Incorrect password.',
  reauthNoPassword: 'Your account has no password. E-mail yourself a code instead.',
  reauthHasPassword: 'Your account has a password. Please confirm with it.',
  reauthCodeUsedUp: 'Too many incorrect codes. Please request a new one.',
} as const;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long`);

/** `YYYY-MM-DD`, a real day, after 1900 and not in the future; empty clears it. */
export const birthdateField = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Birthdate must be a date (YYYY-MM-DD)')
      .refine(isCalendarDate, 'Birthdate is not a real date')
      .refine((day) => day >= '1900-01-01', 'Birthdate must be after 1900')
      .refine((day) => day <= new Date().toISOString().slice(0, 10), 'Birthdate cannot be in the future'),
  ])
  .default(null);

/** ISO 3166-1 alpha-2 from COUNTRY_CODES; empty clears it. */
export const countryField = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.string().trim().toUpperCase().refine(isCountryCode, 'Choose a country from the list'),
  ])
  .default(null);

/** ACC-06: the editable profile fields. The e-mail is not among them (read-only). */
export const profileBodySchema = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  birthdate: birthdateField,
  country: countryField,
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const profileSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: z.string().nullable(),
  country: z.string().nullable(),
  /** When the account was made (ISO 8601). */
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Where the password change stands, so a reload keeps the step and the countdown. The code
 * itself is never sent.
 */
export const passwordChangeStatusSchema = z.object({
  /** A code was sent and is still valid until then (ISO 8601), else null. */
  codeExpiresAt: z.string().nullable(),
  /** Wrong codes left before the lock (4, 3, 2, 1). */
  attemptsRemaining: z.number().int(),
  /** Locked until then (ISO 8601), else null (ACC-13). */
  lockedUntil: z.string().nullable(),
  /** The right code was entered: a new password may be set until then, else null. */
  verifiedUntil: z.string().nullable(),
});
export type PasswordChangeStatus = z.infer<typeof passwordChangeStatusSchema>;

/** ACC-10: digits only, at most 6. */
export const passwordCodeBodySchema = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type PasswordCodeBody = z.input<typeof passwordCodeBodySchema>;

/** ACC-14, R-07: set only after the code was verified. */
export const newPasswordBodySchema = z.strictObject({ password: passwordField });
export type NewPasswordBody = z.input<typeof newPasswordBodySchema>;

/**
 * How this session can prove its owner again, and until when its last proof counts. Accounts
 * without a password (none is made so today) confirm with an e-mailed code instead.
 */
export const reauthStatusSchema = z.object({
  hasPassword: z.boolean(),
  /** ISO 8601, or null when this session must re-authenticate first. */
  reauthenticatedUntil: z.string().nullable(),
});
export type ReauthStatus = z.infer<typeof reauthStatusSchema>;

/** The account's password, or the 6-digit code e-mailed for re-authentication: exactly one. */
export const reauthenticateBodySchema = z
  .strictObject({
    password: z.string().min(1, 'Password is required').max(128, 'Password is too long').optional(),
    code: passwordCodeBodySchema.shape.code.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined && body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    else if (body.password !== undefined && body.code !== undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send the password or the code, not both' });
  });
export type ReauthenticateBody = z.input<typeof reauthenticateBodySchema>;

/** A re-authentication code was e-mailed; it is valid until then (ISO 8601). */
export const reauthCodeSentSchema = z.object({ codeExpiresAt: z.string() });
export type ReauthCodeSent = z.infer<typeof reauthCodeSentSchema>;

/** One signed-in browser of the account (beyond the specification). */
export const accountSessionSchema = z.object({
  /** Opaque; only the owner sees it. */
  id: z.string(),
  /** This browser. */
  current: z.boolean(),
  /** "Chrome on macOS", from the user agent; "Unknown browser" without one. */
  browser: z.string(),
  /** The address it signed in from, as the server saw it; null when not known. */
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const accountSessionParamsSchema = z.strictObject({ sessionId: z.string().min(1).max(128) });
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

/** ACC-16: the customer's own orders, newest first, a page at a time. */
export const accountOrdersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const accountOrdersSchema = z.object({
  items: z.array(orderViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountOrders = z.infer<typeof accountOrdersSchema>;

/** "Buy again": the lines still on sale went into the cart; the others are named. */
export const buyAgainResultSchema = z.object({
  cart: cartSchema,
  /** Product names added, with the quantity that fit in stock. */
  added: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  /** Lines not added: gone from the store, out of stock, or the Dream Box. */
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(['unavailable', 'out_of_stock', 'not_a_product']) })),
});
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;

/** ACC-22 plus the in-store cancellation (decision 068). */
export const accountSubscriptionSchema = dreamBoxSubscriptionViewSchema.extend({
  /** The provider's page where the payer manages it; null for the offline test provider. */
  manageUrl: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The last paid month ends then; its box ships by that day. */
  endsOn: z.string().nullable(),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;
/** The active subscription, or one cancelled whose last month has not ended; else null (ACC-23). */
export const accountSubscriptionResponseSchema = z.object({ subscription: accountSubscriptionSchema.nullable() });

/** "Download my data" (beyond the specification): everything the store keeps about the customer. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: profileSchema,
  orders: z.array(orderViewSchema),
  subscriptions: z.array(accountSubscriptionSchema),
  sessions: z.array(accountSessionSchema),
  wishlist: z.array(z.object({ productId: z.number().int(), name: z.string() })),
  cart: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  /**
   * The newsletter subscription of the account's address (issue 29), once the account proved it
   * owns the address (as account deletion erases it); null when there is none.
   */
  newsletter: z
    .object({
      email: z.string(),
      confirmed: z.boolean(),
      /** When the address signed up. */
      since: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  /** The reviews the customer wrote, whatever their state (issue 29). */
  reviews: z.array(ownReviewSchema.extend({ productId: z.number().int(), productName: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
