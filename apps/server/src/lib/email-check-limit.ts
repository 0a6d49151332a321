import type { Db } from '../db/client.js';
import { clientKey } from './client-address.js';
import { emailKeyPart, sharedCountersFor, type WindowCount } from './shared-counters.js';

const MINUTE_MS = 60_000;

/**
 * Counts one e-mail check of `email` from the client at `ip` (decision 062: at most
 * `emailChecksPerAddress` a minute), shared by every instance on PostgreSQL and per /64 for
 * IPv6 (issue 27 point 6). The caller refuses once `count` passes the limit.
 */
export function countEmailCheck(db: Db, ip: string, email: string, now = Date.now()): Promise<WindowCount> {
  const key = `email-check|${clientKey(ip)}|${emailKeyPart(email)}`;
  return sharedCountersFor(db).hit(key, MINUTE_MS, now);
}
