import type { Currency } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { BASE_CURRENCY, convertFromUsdCents, formatMinorUnits, formatMoney } from './money';

// The seeded rates (apps/server/src/db/seed/data/currencies.ts): units of the currency per 1 USD.
const EUR: Currency = { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93 };
const GBP: Currency = { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79 };
const JPY: Currency = { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 144.61 };
const KRW: Currency = { code: 'KRW', name: 'South Korean Won', symbol: '₩', rate: 1325.78 };

describe('money formatting', () => {
  it('R-44 SF-CUR-04 converts USD cents by multiplying by the rate, not dividing', () => {
    expect(convertFromUsdCents(1000, EUR)).toBeCloseTo(9.3, 10);
    expect(convertFromUsdCents(1000, JPY)).toBeCloseTo(1446.1, 10);
    // Dividing would give 10.75 € for $10; a pound is worth more than a dollar, so fewer pounds.
    expect(convertFromUsdCents(1000, GBP)).toBeLessThan(10);
  });

  it('SF-CUR-04 shows two decimals prefixed by the currency symbol', () => {
    expect(formatMoney(1000, EUR)).toBe('€9.30');
    expect(formatMoney(2999, GBP)).toBe('£23.69');
    expect(formatMoney(2999)).toBe('$29.99');
    expect(formatMoney(2999, BASE_CURRENCY)).toBe('$29.99');
  });

  it("R-44 uses the currency's own minor units: JPY and KRW have none", () => {
    expect(formatMoney(1000, JPY)).toBe('¥1,446');
    expect(formatMoney(2999, KRW)).toBe('₩39,760');
  });

  it('SF-CUR-04 uses the symbol from the store table even when Intl does not know the code', () => {
    const custom: Currency = { code: 'XYZ1', name: 'Made up', symbol: 'Z$', rate: 2 };
    expect(formatMoney(1000, custom)).toBe('Z$20.00');
  });

  it('formats amounts already in minor units of their currency without converting them again', () => {
    expect(formatMinorUnits(4998, 2, EUR)).toBe('€49.98');
    expect(formatMinorUnits(7228, 0, JPY)).toBe('¥7,228');
    expect(formatMinorUnits(4998, 2, BASE_CURRENCY)).toBe('$49.98');
    // A currency the store's table does not list keeps Intl's own symbol.
    expect(formatMinorUnits(1250, 2, { code: 'CHF' })).toMatch(/^CHF\s12\.50$/);
  });
});
