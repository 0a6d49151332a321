/**
 * Migration 0013 (decision 081) on a store as 0012 left it: the counts 0009's triggers doubled or
 * never lowered, and a tag membership row lost or left over, are made right once, and the writes
 * that broke them count right afterwards. PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import { createTestDatabase } from '../../test/database.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';
import {
  keptTagCounts,
  keptTagMemberships,
  recountedTagCounts,
  wantedTagMemberships,
} from './listing-tag-counts-recount.js';

const MIGRATION = '0013_tag_counts_from_tag_memberships';

const statementsOf = (tag: string) =>
  readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');

/** 0009's count triggers back in place of 0013's. */
async function backTo0012(database: Database) {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  for (const trigger of ['inserted', 'updated', 'deleted'])
    await run(`drop trigger listing_tag_counts_${trigger} on listing_tag_memberships`);
  await run('drop function listing_count_tag_memberships()');
  const counting = statementsOf('0009_listing_scale').filter((s) =>
    /CREATE (FUNCTION listing_count_(memberships|tags)\(\)|TRIGGER listing_tags_)/.test(s),
  );
  expect(counting).toHaveLength(5);
  for (const statement of counting) await run(statement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
}

/**
 * 0013 run again as the migrator runs it, in one transaction. (Forgetting it in the migrator's
 * table would not do: the migrator only runs migrations newer than the newest applied one.)
 */
async function run0013(database: Database) {
  await database.db.transaction(async (tx) => {
    for (const statement of statementsOf(MIGRATION)) if (statement.trim()) await tx.execute(sql.raw(statement));
  });
}

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await backTo0012(database);
});
afterAll(async () => {
  await database?.close();
});

/** A product in `home` and `extra` carrying `tagId`, written in one statement. */
const oneStatementProduct = (slug: string, home: number, extra: number, tagId: number) => sql`
  with made as (
    insert into products (slug, title, price_cents, stock_quantity, category_id)
    values (${slug}, 'One statement', 1999, 1, ${home}) returning id
  ), listed as (
    insert into product_category_assignments (product_id, category_id) select id, ${extra} from made
  )
  insert into product_tag_assignments (product_id, tag_id) select id, ${tagId} from made`;

describe('migration 0013 repairs listing_tag_counts (decision 081)', () => {
  it('SF-CAT-05 recounts a store whose counts drifted, and later one-statement writes count once', async () => {
    const home = await createCategory(db());
    const extra = await createCategory(db());
    const tag = await createFilterTag(db(), 'general', { categoryIds: [home.id, extra.id] });
    // Doubled by 0009's triggers.
    await db().execute(oneStatementProduct('drifted-double', home.id, extra.id, tag.id));
    // Never lowered by them: the product is archived and untagged in one statement.
    const archived = await createProduct(db(), { categoryId: home.id });
    await createFilterTag(db(), 'size', { productIds: [archived.id] });
    await db().execute(sql`
      with untagged as (delete from product_tag_assignments where product_id = ${archived.id})
      update products set archived_at = now() where id = ${archived.id}`);
    // A tag membership lost (two transactions racing) and one left over, written past the triggers.
    const lost = await createProduct(db(), { categoryId: home.id });
    await createFilterTag(db(), 'promotion', { productIds: [lost.id] });
    await db().execute(sql`delete from listing_tag_memberships where product_id = ${lost.id}`);
    await db().execute(sql`
      insert into listing_tag_memberships (category_id, tag_id, product_id, created_at, title, price_cents)
      select ${extra.id}, ${tag.id}, id, created_at, title, price_cents from products where id = ${lost.id}`);
    expect(await keptTagCounts(db())).not.toEqual(await recountedTagCounts(db()));
    expect(await keptTagMemberships(db())).not.toEqual(await wantedTagMemberships(db()));

    await run0013(database);
    expect(await keptTagCounts(db())).toEqual(await recountedTagCounts(db()));
    expect(await keptTagMemberships(db())).toEqual(await wantedTagMemberships(db()));

    await db().execute(oneStatementProduct('after-0013', home.id, extra.id, tag.id));
    const counts = await keptTagCounts(db());
    const count = counts.find((row) => row.category_id === extra.id && row.tag_id === tag.id);
    expect(count?.product_count).toBe(2);
    expect(await keptTagCounts(db())).toEqual(await recountedTagCounts(db()));
  });
});
