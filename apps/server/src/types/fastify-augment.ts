/**
 * Every decoration the app adds to Fastify, declared in one place (the plugin or line that
 * adds each is named beside it). A .ts file, not a .d.ts: tsc skips declaration files under
 * `skipLibCheck`, so a broken import there would silently turn a decoration into `any`.
 */
import type { FastifyReply } from 'fastify';
import type { LanguageCode } from '@marquee/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Owner } from '../lib/owner.js';
import type { Auth } from '../modules/auth/better-auth.js';
import type { LiveEventHub } from '../modules/live-events/hub.js';
import type { Storage } from '../lib/storage.js';
import type { OrderDeps } from '../modules/orders/order-deps.js';
import type { CurrentSession } from '../plugins/auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** app.ts */
    db: Db;
    /** app.ts */
    config: Config;
    /** The current time for rules a test must move through (the account's code expiry and lock); app.ts. */
    clock: () => Date;
    /** The process's one LISTEN on the live-events channel (event streams, catalogue caches); app.ts. */
    liveEvents: LiveEventHub;
    /** Every route as registered (`hasBody`: its schema validates a body), so tests can walk them; app.ts. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string; hasBody: boolean }>;
    /** better-auth (credentials, sessions, tokens); plugins/auth.ts. */
    auth: Auth;
    /** The payment provider and what the order code needs; app.ts. */
    orderDeps: OrderDeps;
    /** Where uploaded files are stored (local disk now; S3-compatible later); app.ts. */
    storage: Storage;
  }

  interface FastifyRequest {
    /** The signed-in session, looked up once per request; plugins/auth.ts. */
    currentSession(): Promise<CurrentSession | null>;
    /** Web Headers for better-auth, with x-forwarded-for set to the client address Fastify trusts; plugins/auth.ts. */
    authHeaders(): Headers;
    /** The guest id cookie, issued on first use; plugins/request-context.ts. */
    guestId(reply: FastifyReply): string;
    /** Who owns the cart and wishlist: the signed-in user, else the guest; plugins/request-context.ts. */
    owner(reply: FastifyReply): Promise<Owner>;
    /** The language of the page the request came from (the web app's LANGUAGE_HEADER); English when absent or unknown. */
    language: LanguageCode;
  }

  interface FastifyContextConfig {
    /** A write any site may send: it reads no cookie, its token alone decides (plugins/security.ts's CSRF check). */
    anyOrigin?: boolean;
  }
}
