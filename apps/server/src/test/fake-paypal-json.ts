/**
 * The fake PayPal's own text handling, independent of the adapter's money.ts so that a bug
 * there cannot hide behind the same bug here.
 */

const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

/** "19.99" USD -> 1999, "1500" JPY -> 1500; undefined when PayPal would refuse the precision. */
export function toMinor(value: string, currency: string): number | undefined {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  const match = (digits === 0 ? /^(\d+)$/ : /^(\d+)(?:\.(\d{1,2}))?$/).exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

export function fromMinor(minor: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency)) return String(minor);
  const text = String(minor).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

const escapeNonAscii = (text: string) =>
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * JSON as PayPal's servers may write it and JSON.stringify never does: ", " and ": " between
 * members, non-ASCII characters as \u escapes, keys in the order given. A consumer that
 * parses and re-serialises such a body gets other bytes.
 */
export function paypalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(paypalJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${escapeNonAscii(JSON.stringify(key))}: ${paypalJson(member)}`);
    return `{${members.join(', ')}}`;
  }
  return escapeNonAscii(JSON.stringify(value) ?? 'null');
}
