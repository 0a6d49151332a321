import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

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
 * The token in the e-mail's link and the checkout's redirect: it opens one order without a
 * session (a guest on another device). An HMAC of the order number, so nothing is stored.
 */
export function orderAccessToken(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`order-access:${orderNumber}`).digest('base64url').slice(0, 32);
}

export function isOrderAccessToken(secret: string, orderNumber: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderAccessToken(secret, orderNumber));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
