import type { PasswordChangeStatus } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { lockedStatus, passwordStepOf } from './password-step';

const now = Date.parse('2026-11-25T22:00:00Z');
const idle: PasswordChangeStatus = {
  codeExpiresAt: null,
  attemptsRemaining: 4,
  lockedUntil: null,
  verifiedUntil: null,
};
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('the password change step after a reload (ACC-08)', () => {
  it('ACC-08 starts idle', () => {
    expect(passwordStepOf(idle, now)).toBe('idle');
  });

  it('ACC-08 a sent code waits for the code, even past its time (the server then says Code Expired, ACC-11)', () => {
    expect(passwordStepOf({ ...idle, codeExpiresAt: inMinutes(9) }, now)).toBe('code');
    expect(passwordStepOf({ ...idle, codeExpiresAt: inMinutes(-1) }, now)).toBe('code');
  });

  it('ACC-08 a verified code asks for the new password until the verification ends', () => {
    expect(passwordStepOf({ ...idle, codeExpiresAt: inMinutes(5), verifiedUntil: inMinutes(5) }, now)).toBe(
      'newPassword',
    );
    expect(passwordStepOf({ ...idle, verifiedUntil: inMinutes(-1) }, now)).toBe('idle');
  });

  it('ACC-13 a lock wins over everything, and ends by itself when its time has passed', () => {
    const locked = { ...idle, attemptsRemaining: 0, codeExpiresAt: inMinutes(5), lockedUntil: inMinutes(60) };
    expect(passwordStepOf(locked, now)).toBe('locked');
    expect(passwordStepOf({ ...locked, codeExpiresAt: null }, now + 60 * 60_000)).toBe('idle');
  });

  it('ACC-13 a 429 without a status yet locks for the server retry-after', () => {
    const status = lockedStatus(undefined, 3600, now);
    expect(passwordStepOf(status, now)).toBe('locked');
    expect(Date.parse(status.lockedUntil) - now).toBe(3_600_000);
  });
});
