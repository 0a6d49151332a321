import { mediaDirOf, openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { seedDemo } from '../db/seed/index.js';

const config = loadConfig();
const store = await openStoreDatabase(config);
try {
  await seedDemo(store.database.db, { mediaDir: mediaDirOf(config) });
  console.log('Demo catalogue seeded (existing rows were kept).');
} finally {
  await store.release();
}
