import { describe, expect, it } from 'vitest';
import { redactUrl } from './log.js';

describe('access log', () => {
  it('never records reset or verification tokens', () => {
    expect(redactUrl('/reset-password?token=abc.def')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/auth/verify-email?callbackURL=%2F&token=eyJ.x.y')).toBe(
      '/api/auth/verify-email?callbackURL=%2F&token=[redacted]',
    );
    expect(redactUrl('/api/products?page=2')).toBe('/api/products?page=2');
  });
});
