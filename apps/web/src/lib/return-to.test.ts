import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of the store with its query', () => {
    expect(safeReturnTo('/checkout?dreambox=true', '/')).toBe('/checkout?dreambox=true');
  });

  it('refuses other sites and odd values', () => {
    for (const value of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'checkout', '', null]) {
      expect(safeReturnTo(value, '/')).toBe('/');
    }
  });
});
