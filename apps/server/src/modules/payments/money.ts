/**
 * Money at the provider boundary: integer minor units ("cents") one way, PayPal's decimal
 * strings the other, exactly, with no floating point. "Minor units" follow PayPal's rules per
 * currency: JPY, HUF and TWD take no decimals there, so 1500 JPY is `amountCents: 1500` and
 * the string "1500"; every other currency we charge in has two.
 */
import { PaymentProviderError } from './errors.js';

/** Currencies PayPal accepts only as whole units. */
const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

export function minorUnitDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** Throws unless `currency` is a three-letter ISO 4217 code. */
export function assertCurrency(currency: string): void {
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new PaymentProviderError('invalid', `"${currency}" is not an upper-case ISO 4217 currency code`);
  }
}

/** Throws unless `amountCents` is a positive safe integer. */
export function assertAmount(amountCents: number, what = 'amountCents'): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentProviderError('invalid', `${what} must be a positive integer of minor units, not ${amountCents}`);
  }
}

/** 1999 USD -> "19.99"; 1500 JPY -> "1500"; 5 EUR -> "0.05". */
export function formatMinorUnits(amountCents: number, currency: string): string {
  assertCurrency(currency);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new PaymentProviderError(
      'invalid',
      `an amount must be a non-negative integer of minor units, not ${amountCents}`,
    );
  }
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountCents);
  const text = String(amountCents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * "19.99" USD -> 1999; "1500" JPY -> 1500; "10" USD -> 1000. Refuses anything it cannot read
 * exactly (more decimals than the currency has, signs, exponents), so a provider's surprise is
 * an error rather than a rounded amount.
 */
export function parseMinorUnits(value: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value);
  const fraction = match?.[2] ?? '';
  // PayPal writes "1500" for yen but may pad ("1500.00"): zeros beyond the currency's digits are exact.
  const extra = fraction.slice(digits);
  if (!match || !/^0*$/.test(extra)) {
    throw new PaymentProviderError(
      'invalid',
      `the provider sent the amount "${value}" ${currency}, which is not exact`,
    );
  }
  const minor = fraction.slice(0, digits).padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + (minor === '' ? 0 : Number(minor));
}
