import { eq, sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { siteSettings } from './db/schema/index.js';
import { seedDemo } from './db/seed/index.js';
import { writeDemoArtwork } from './db/seed/write-artwork.js';

const SEEDED_MARKER = 'demo_seeded_at';
/** The marker's value when the first start chose an empty store (SEED_DEMO=false). */
const STARTED_EMPTY = 'empty';

/**
 * The first start decides once whether the store holds the demo: an admin who empties the store
 * does not get it back, and a store that started empty (SEED_DEMO=false) never gets the demo
 * later, even on a machine where SEED_DEMO defaults to true (issue 30). Says what it did on a
 * first start, or null when the store had already started once.
 */
export async function seedOnFirstStart(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'mediaDir'>,
): Promise<'seeded' | 'skipped' | null> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, SEEDED_MARKER));
  if (marker) {
    // The demo's artwork lives on each instance's disk; one that did not seed (several
    // instances on object storage, no shared media folder) writes what it lacks.
    if (marker.settingValue !== STARTED_EMPTY) await writeDemoArtwork(config.mediaDir);
    return null;
  }
  // Several instances may start together on one PostgreSQL: one seeds, the others wait and skip.
  return db.transaction(async (tx) => {
    // Waiting for another instance's seed may take longer than a statement may (decision 057).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marquee:first-start-seed'))`);
    const [again] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, SEEDED_MARKER));
    if (again) return null;
    if (config.seedDemo) await seedDemo(tx as unknown as Db, { mediaDir: config.mediaDir });
    const settingValue = config.seedDemo ? new Date().toISOString() : STARTED_EMPTY;
    await tx.insert(siteSettings).values({ settingKey: SEEDED_MARKER, settingValue });
    return config.seedDemo ? ('seeded' as const) : ('skipped' as const);
  });
}
