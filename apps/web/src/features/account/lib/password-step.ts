import type { PasswordChangeStatus } from '@marquee/contracts';
import { remainingUntil } from './countdown';

/**
 * The password change's steps (ACC-08): idle, a code sent and awaited, the code accepted and
 * a new password asked for, then done; `locked` after four wrong codes (ACC-13). "Done" is the
 * screen's own state: the server returns to idle once the password changed.
 */
export type PasswordStep = 'idle' | 'code' | 'newPassword' | 'locked';

/** The step the server's status stands at, so a reload lands where the customer was. */
export function passwordStepOf(status: PasswordChangeStatus, now: number): PasswordStep {
  if (remainingUntil(status.lockedUntil, now) !== null) return 'locked';
  if (remainingUntil(status.verifiedUntil, now) !== null) return 'newPassword';
  // A code past its time stays on the code step: the server's CODE_EXPIRED then says so (ACC-11).
  if (status.codeExpiresAt !== null) return 'code';
  return 'idle';
}

/** The status after a 429 PASSWORD_CHANGE_LOCKED, until the server's own status arrives. */
export function lockedStatus(status: PasswordChangeStatus | undefined, retryAfterSeconds: number, now: number) {
  return {
    codeExpiresAt: null,
    verifiedUntil: null,
    attemptsRemaining: 0,
    ...status,
    lockedUntil: new Date(now + retryAfterSeconds * 1000).toISOString(),
  } satisfies PasswordChangeStatus;
}
