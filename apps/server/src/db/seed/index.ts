import type { Db } from '../client.js';
import { seedActivity } from './seed-activity.js';
import { seedCatalog } from './seed-catalog.js';
import { seedStore } from './seed-store.js';
import { writeDemoArtwork } from './write-artwork.js';

/**
 * The demo catalogue: categories, films, products with artwork, reviews, merchandising,
 * settings, currencies, coupons and content pages; then, into a store that has not traded yet,
 * 60 days of customers, test orders, reviews and chat (seed-activity.ts). Idempotent: rows
 * found by their natural keys are kept, artwork files already on disk are not rewritten.
 */
export async function seedDemo(db: Db, options: { mediaDir: string }): Promise<void> {
  await writeDemoArtwork(options.mediaDir);
  await db.transaction(async (tx) => {
    const { productIds } = await seedCatalog(tx as unknown as Db);
    await seedStore(tx as unknown as Db, productIds);
    await seedActivity(tx as unknown as Db, productIds);
  });
}
