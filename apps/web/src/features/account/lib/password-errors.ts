import { errorCodes, PASSWORD_LOCK_MINUTES } from '@marquee/contracts';
import { isApiError } from '@/lib/api-client';

/** The attempts left that the server's 'Incorrect code. {n} attempts remaining.' names, if it does. */
export function attemptsFromMessage(message: string): number | null {
  const match = /(\d+)/.exec(message);
  return match ? Number(match[1]) : null;
}

/** Seconds of a password-change lock the server answered with (429 PASSWORD_CHANGE_LOCKED), else null. */
export function lockSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== errorCodes.PASSWORD_CHANGE_LOCKED) return null;
  // Without the wait the lock's full length is the safe guess; the status refetch corrects it.
  return error.retryAfterSeconds ?? PASSWORD_LOCK_MINUTES * 60;
}
