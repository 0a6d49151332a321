import { describe, expect, it } from 'vitest';
import { unsubscribeToken, unsubscribeTokenId } from './tokens.js';

const current = 'the current session secret, 32 characters or more';
const previous = 'the previous session secret, 32 characters or more';

describe('issue 29 unsubscribe tokens', () => {
  it('are stateless HMACs of the id: valid under the current secret, and under the previous one while it rotates', () => {
    expect(unsubscribeToken(current, 42)).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokenId([current], unsubscribeToken(current, 42))).toBe(42);
    expect(unsubscribeTokenId([current, previous], unsubscribeToken(previous, 42))).toBe(42);
    // Once the rotation is over, the old secret's links stop working.
    expect(unsubscribeTokenId([current], unsubscribeToken(previous, 42))).toBeNull();
  });

  it('name no other subscription than their own, and refuse anything that is not one of ours', () => {
    const mac = unsubscribeToken(current, 42).split('.')[1]!;
    for (const token of [`43.${mac}`, `042.${mac}`, `42.${mac}=`, `42 .${mac}`, '', '42', `-1.${mac}`]) {
      expect(unsubscribeTokenId([current, previous], token), token).toBeNull();
    }
  });
});
