import { sql } from 'drizzle-orm';
import { LIVE_EVENTS_CHANNEL, type LiveEvent } from '@marquee/contracts';
import type { Db } from '../../db/client.js';

/**
 * Tells every server instance (and through them every open storefront) that something
 * changed. Call it after a write commits, or inside the write's transaction: PostgreSQL
 * delivers a NOTIFY only on commit, so a rolled-back write announces nothing.
 * The schema has no triggers for this, so the admin write routes call it themselves.
 */
export async function publishCatalogEvent(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
