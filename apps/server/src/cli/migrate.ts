import { openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';

const store = await openStoreDatabase(loadConfig());
await store.release();
console.log('Database migrated.');
