import { openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { seedDemo } from '../db/seed/index.js';

const config = loadConfig();
const store = await openStoreDatabase(config);
try {
  await seedDemo(store.database.db, { mediaDir: config.mediaDir });
  console.log('Demo catalogue seeded (existing rows were kept).');
} finally {
  await store.release();
}
