import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/** No 0/O, 1/I/L or U: read aloud or copied from paper, no two characters are confused. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/**
 * `MQ-7K3F-9XQ2`: short enough to read out on the phone, and 8 random characters of 30
 * (about 39 bits) so that numbers cannot be guessed from one another (issue 11). The unique
 * index on orders.order_number catches the rare repeat; the caller draws again.
 */
export function newOrderNumber(): string {
  let chars = '';
  for (let i = 0; i < 8; i++) chars += ALPHABET[randomInt(ALPHABET.length)];
  return `MQ-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Upper-case, dashes where they belong: "mq7k3f9xq2" and " MQ-7K3F-9XQ2 " are one number. */
export function normalizeOrderNumber(input: string): string {
  const bare = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const body = bare.startsWith('MQ') ? bare.slice(2) : bare;
  return body.length === 8 ? `MQ-${body.slice(0, 4)}-${body.slice(4)}` : input.trim().toUpperCase();
}

/**
 * The token in the e-mail's link: it opens one order without a session (a guest on another
 * device). An HMAC of the order number, so nothing is stored. The page server exchanges it for
 * the order-access cookie and drops it from the address (page-serving/order-link.ts).
 */
export function orderAccessToken(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`order-access:${orderNumber}`).digest('base64url').slice(0, 32);
}

/**
 * Whether the token is the order's, under any of the secrets (the current one first, then the
 * previous one while a rotation settles, so links already e-mailed keep working).
 */
export function isOrderAccessToken(
  secrets: string | readonly string[],
  orderNumber: string,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  return [secrets].flat().some((secret) => {
    const expected = Buffer.from(orderAccessToken(secret, orderNumber));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The secrets an order link's token may be signed with: the current one, then the previous while rotating. */
export function orderLinkSecrets(config: Pick<Config, 'sessionSecret' | 'previousSessionSecret'>): string[] {
  return [config.sessionSecret, config.previousSessionSecret].filter((secret): secret is string => !!secret);
}
