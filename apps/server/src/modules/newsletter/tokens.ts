/**
 * The newsletter's two links (issue 29, decision 096).
 *
 * - Confirmation: a random token, single use; only its SHA-256 is stored
 *   (`confirm_token_hash`), so the table cannot be turned into working links. A newer
 *   confirmation e-mail replaces it.
 * - Unsubscribe: must work for as long as the address is subscribed, from every marketing
 *   e-mail ever sent, so nothing is stored: `<id>.<HMAC-SHA256(session secret, id)>`, base64url.
 *   Ids are never reused, so the token of a deleted subscription never reaches a newer one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url');
}

export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function unsubscribeMac(secret: string, subscriptionId: number): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriptionId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, subscriptionId: number): string {
  return `${subscriptionId}.${unsubscribeMac(secret, subscriptionId)}`;
}

const TOKEN_SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The subscription an unsubscribe token names, if it was signed with one of `secrets` (the
 * current session secret, then the previous one while a rotation settles); null otherwise.
 */
export function unsubscribeTokenId(secrets: readonly string[], token: string): number | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const genuine = secrets.some((secret) => {
    const expected = Buffer.from(unsubscribeMac(secret, id));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return genuine ? id : null;
}
