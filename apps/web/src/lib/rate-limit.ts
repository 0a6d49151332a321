import { errorCodes } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from './api-client';

/** An answer that says "wait": HTTP 429 (too many requests, or a locked account). */
export function isRateLimited(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 429;
}

/** "45 seconds", "2 minutes", "3 hours": the wait in the shopper's language, rounded up. */
function waitInWords(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('rateLimit.seconds', { count: Math.ceil(seconds) });
  if (seconds < 90 * 60) return t('rateLimit.minutes', { count: Math.ceil(seconds / 60) });
  return t('rateLimit.hours', { count: Math.ceil(seconds / 3600) });
}

/**
 * The one message for a 429, with the wait the server sent (Retry-After):
 * "Too many attempts. Please try again in 2 minutes.", or for an account locked after too many
 * wrong passwords "Too many failed sign-in attempts. This account is locked for 15 minutes."
 * Null for any other error, so a form can show it and fall back to its own handling.
 */
export function rateLimitMessage(error: unknown, t: TFunction): string | null {
  if (!isRateLimited(error)) return null;
  const seconds = error.retryAfterSeconds;
  const locked = error.code === errorCodes.ACCOUNT_LOCKED;
  if (!seconds) return locked ? t('rateLimit.accountLockedLater') : t('rateLimit.tryAgainLater');
  const wait = waitInWords(seconds, t);
  return locked ? t('rateLimit.accountLocked', { wait }) : t('rateLimit.tryAgainIn', { wait });
}
