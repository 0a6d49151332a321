import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingUntil } from './countdown';

describe('the lock countdown (ACC-13)', () => {
  it('ACC-13 shows a full hour as 01:00:00 and counts down in hh:mm:ss', () => {
    expect(formatCountdown(60 * 60 * 1000)).toBe('01:00:00');
    expect(formatCountdown(59 * 60 * 1000 + 5_000)).toBe('00:59:05');
    expect(formatCountdown(9_000)).toBe('00:00:09');
  });

  it('ACC-13 rounds a part second up, so the last second still shows 00:00:01', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(1_500)).toBe('00:00:02');
  });

  it('ACC-13 never shows a negative wait', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  it('ACC-13 the lock has ended once its time has passed', () => {
    const now = Date.parse('2026-11-25T22:00:00Z');
    expect(remainingUntil('2026-11-25T22:00:30Z', now)).toBe(30_000);
    expect(remainingUntil('2026-11-25T22:00:00Z', now)).toBeNull();
    expect(remainingUntil('2026-11-25T21:00:00Z', now)).toBeNull();
    expect(remainingUntil(null, now)).toBeNull();
  });
});
