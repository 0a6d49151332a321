/**
 * Every `error.code` the store itself puts in an error answer (`{ error: { code, message,
 * fields? } }`), free of zod so the web app's entry can import it. Two kinds of code are
 * passed on as they come and are not listed: better-auth's (an auth failure the server does
 * not translate) and Fastify's own client errors (`FST_ERR_…`, e.g. a body too large).
 */
export const errorCodes = {
  /** 400: bad input found by a handler (a schema failure is VALIDATION_FAILED). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** 400: a body, query or path parameter failed its schema; `fields` names each. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** 400: the body is not JSON. */
  INVALID_JSON: 'INVALID_JSON',
  /** 400: a password-reset link that is unknown, used or expired. */
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** 401: the route needs a signed-in user. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 401: wrong e-mail or password. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** 403: signed in, but not allowed (a customer on an admin route). */
  FORBIDDEN: 'FORBIDDEN',
  /** 403: a customer's correct password at the admin sign-in. */
  NOT_ADMIN: 'NOT_ADMIN',
  /** 403: a write from another site (CSRF check). */
  BAD_ORIGIN: 'BAD_ORIGIN',
  /** 404: no such route, product, page or image. */
  NOT_FOUND: 'NOT_FOUND',
  /** 409: an admin save based on an older version of the row than the one stored (someone saved meanwhile). */
  STALE_WRITE: 'STALE_WRITE',
  /** 409: the row is still used elsewhere (a tag on products, a category with products) and cannot be deleted. */
  IN_USE: 'IN_USE',
  /** 413: an uploaded file over its size limit; `fields.files` says which. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** 415: an upload whose bytes are not an accepted image or video, whatever its name says. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** 409: sign-up with an e-mail that has an account. */
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  /** 409: the newsletter already has this e-mail. */
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  /** 409: more of a product in the cart than its stock; `fields.quantity` says how many are left. */
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  /** 409: the checkout was started with an empty cart. */
  CART_EMPTY: 'CART_EMPTY',
  /** 402: the payer's bank or PayPal refused the payment; nothing was charged. */
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  /** 409: the payment has not been approved by the payer yet. */
  PAYMENT_NOT_APPROVED: 'PAYMENT_NOT_APPROVED',
  /** 502: the payment provider failed or answered what we did not ask for (any charge is refunded). */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** 409: the customer already has an active Dream Box subscription. */
  SUBSCRIPTION_EXISTS: 'SUBSCRIPTION_EXISTS',
  /** 409: a status change the order's lifecycle does not allow (spec D-06). */
  INVALID_STATUS_CHANGE: 'INVALID_STATUS_CHANGE',
  /** 400: a coupon code that does not exist or is switched off ('Invalid coupon code', MSG-CHK-06). */
  COUPON_INVALID: 'COUPON_INVALID',
  /** 400: a coupon whose start date has not come yet. */
  COUPON_NOT_YET_VALID: 'COUPON_NOT_YET_VALID',
  /** 400: a coupon past its end date. */
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  /** 400: the subtotal is below the coupon's minimum; the message names the minimum. */
  COUPON_MIN_SUBTOTAL: 'COUPON_MIN_SUBTOTAL',
  /** 400: the coupon has reached its total number of uses. */
  COUPON_USED_UP: 'COUPON_USED_UP',
  /** 400: this customer (user or guest) has used the coupon as often as it allows. */
  COUPON_LIMIT_REACHED: 'COUPON_LIMIT_REACHED',
  /** 409: the admin creates a coupon whose code exists; `fields.code` says so. */
  COUPON_CODE_TAKEN: 'COUPON_CODE_TAKEN',
  /** 409: the admin deletes a coupon orders have used (deactivate it instead). */
  COUPON_IN_USE: 'COUPON_IN_USE',
  /** 413: an image in the media folder too large to resize (over 40 megapixels as decoded or drawn). */
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  /** 422: an image in the media folder that cannot be decoded. */
  UNREADABLE_IMAGE: 'UNREADABLE_IMAGE',
  /** 429: too many requests from this client (or for this e-mail); `retryAfterSeconds` says how long to wait. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** 429: too many failed passwords for this account, which is locked for a while; `retryAfterSeconds` says how long. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** 403: deleting the account or exporting its data needs the password (or an e-mailed code) again within 10 minutes. */
  REAUTH_REQUIRED: 'REAUTH_REQUIRED',
  /** 403: sign-in to an account the store has disabled (admin Customers tab). */
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  /** 400: a password-change code past its 10 minutes, or none requested ('Code Expired', MSG-ACC-02). */
  CODE_EXPIRED: 'CODE_EXPIRED',
  /** 400: a wrong password-change code; the message says how many attempts remain (MSG-ACC-03). */
  CODE_INVALID: 'CODE_INVALID',
  /** 409: a new password without a verified code first. */
  CODE_NOT_VERIFIED: 'CODE_NOT_VERIFIED',
  /** 429: four wrong codes lock the password change for an hour; `retryAfterSeconds` says how long. */
  PASSWORD_CHANGE_LOCKED: 'PASSWORD_CHANGE_LOCKED',
  /** 502: the account could not be deleted (the provider would not cancel its Dream Box); nothing was removed (MSG-ACC-07). */
  ACCOUNT_DELETE_FAILED: 'ACCOUNT_DELETE_FAILED',
  /** 502: the provider would not cancel the Dream Box subscription; it stays active. */
  SUBSCRIPTION_CANCEL_FAILED: 'SUBSCRIPTION_CANCEL_FAILED',
  /** 403: a review of a product without a delivered order of it (issue 29). */
  REVIEW_NOT_ELIGIBLE: 'REVIEW_NOT_ELIGIBLE',
  /** An auth failure better-auth reported without a code of its own. */
  AUTH_ERROR: 'AUTH_ERROR',
  /** 500: anything unexpected; the details are logged, never sent. */
  INTERNAL: 'INTERNAL',
  /** 503: the readiness check cannot reach the database. */
  NOT_READY: 'NOT_READY',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
