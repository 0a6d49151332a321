/**
 * Why a provider call failed, as the checkout must react to it:
 * - `declined`: the payer's instrument was refused; ask for another way to pay.
 * - `timeout`: no answer in time; the outcome is unknown, so retry with the same requestId
 *   (the provider answers a repeated requestId with the first outcome) or look the order up.
 * - `unavailable`: the provider could not be reached or answered 5xx/429; retry later.
 *   The PayPal adapter has already retried a few times with the same PayPal-Request-Id.
 * - `invalid`: the request or the configuration is wrong (4xx, unknown id, not approved,
 *   an amount that cannot be represented); retrying will not help.
 */
export type PaymentErrorKind = 'declined' | 'timeout' | 'unavailable' | 'invalid';

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
    readonly details: {
      /** The provider's HTTP status, when it answered. */
      status?: number;
      /** The provider's error name or first issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED...). */
      issue?: string;
      /** PayPal's debug_id, to quote to PayPal support. */
      debugId?: string;
      /** What a 429/503's Retry-After asked for, in ms. */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  get issue(): string | undefined {
    return this.details.issue;
  }
}
