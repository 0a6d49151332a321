import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCategory, createFilm, createProduct } from '../../test/factories.js';
import { getAdminOverview } from './overview-queries.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('admin overview', () => {
  it('counts products, categories, films, orders and customers (admins are not customers)', async () => {
    const { db } = database;
    expect(await getAdminOverview(db)).toEqual({ products: 0, categories: 0, films: 0, orders: 0, customers: 0 });

    await createCategory(db);
    await createProduct(db);
    await createProduct(db);
    await createFilm(db);
    await db.insert(user).values([
      { id: 'c1', name: 'Ada', email: 'ada@example.com' },
      { id: 'c2', name: 'Bo', email: 'bo@example.com' },
      { id: 'a1', name: 'Boss', email: 'boss@example.com', role: 'admin' },
    ]);
    expect(await getAdminOverview(db)).toEqual({ products: 2, categories: 1, films: 1, orders: 0, customers: 2 });
  });
});
