import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchCatalog } from '../../db/seed/bench-catalog.js';
import { seedDemo } from '../../db/seed/index.js';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../../db/client.js';
import { createProduct } from '../../test/factories.js';
import { buildSearchIndex } from './build-search-index.js';
import type { SearchIndex } from './search-index.js';
import { search as searchSql } from './search-queries.js';

// The terms `npm run bench` searches for: the index's pruning (bounds, ties broken by title
// order) is checked on the very searches it was tuned for.
const benchTerms = new URL('../../../../../bench/search-terms.mjs', import.meta.url).href;
const { SEARCH_TERMS } = (await import(benchTerms)) as { SEARCH_TERMS: string[] };

let database: Database;
let index: SearchIndex;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { mediaDir: mkdtempSync(path.join(tmpdir(), 'marquee-search-')) });
  // Look-alike titles as on the bench: hundreds of products tie on score for most terms.
  await seedBenchCatalog(database.db, 900);
  // Same title twice: the tie goes to the lower id in both searches.
  for (let i = 0; i < 12; i += 1) await createProduct(database.db, { title: 'Nebula Drift Twin Mug' });
  index = (await buildSearchIndex(database.db))!;
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('search index on the bench catalogue', () => {
  it.each([...SEARCH_TERMS, 'nebula drift twin mug', 'drift nebula', 'gift box', 'ab'])(
    'SF-SRCH-04 ranks "%s" exactly as the SQL search',
    async (term) => {
      expect(index.search(term, undefined)).toEqual(await searchSql(database.db, term));
    },
  );
});
