/**
 * Test oracles for listing_tag_counts and listing_tag_memberships (decisions 072, 080, 081):
 * what they must hold, recomputed from products and their assignments alone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

export interface TagCount {
  category_id: number;
  tag_id: number;
  product_count: number;
}

/** Each live product in the all-products listing (0), its primary category and its extra ones, once each. */
const listed = sql`
  select 0 as category_id, p.id as product_id from products p where p.archived_at is null
  union
  select p.category_id, p.id from products p where p.archived_at is null and p.category_id is not null
  union
  select a.category_id, p.id
  from product_category_assignments a join products p on p.id = a.product_id
  where p.archived_at is null`;

/** Per listing, tag 0 counts its products and every other tag the ones carrying it. */
export const recountedTagCounts = (db: Db) =>
  executeRows<TagCount>(
    db,
    sql`with listed as (${listed})
        select category_id, 0 as tag_id, count(*)::int as product_count from listed group by 1
        union all
        select l.category_id, t.tag_id, count(*)::int
        from listed l join product_tag_assignments t on t.product_id = l.product_id
        group by 1, 2
        order by 1, 2`,
  );

/** The kept counts; a count that reached 0 may stay as a row, which the facets skip. */
export const keptTagCounts = (db: Db) =>
  executeRows<TagCount>(
    db,
    sql`select category_id, tag_id, product_count from listing_tag_counts where product_count <> 0 order by 1, 2`,
  );

/** listing_tag_memberships' keys, and what they must be: every listing of a product once per tag it carries. */
export const keptTagMemberships = (db: Db) =>
  executeRows(db, sql`select category_id, tag_id, product_id from listing_tag_memberships order by 1, 2, 3`);
export const wantedTagMemberships = (db: Db) =>
  executeRows(
    db,
    sql`with listed as (${listed})
        select l.category_id, t.tag_id, l.product_id
        from listed l join product_tag_assignments t on t.product_id = l.product_id
        order by 1, 2, 3`,
  );
