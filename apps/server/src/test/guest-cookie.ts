import { GUEST_COOKIE } from '../lib/owner.js';
import type { TestClient } from './app.js';

/** The guest id a test client's signed guest cookie (`<id>.<signature>`) holds, as the rows store it. */
export function guestIdOf(client: TestClient): string | undefined {
  const signed = client.cookie(GUEST_COOKIE);
  return signed === undefined ? undefined : signed.slice(0, signed.lastIndexOf('.'));
}
