/**
 * Exact facet counts for the uncommon options of a sampled listing (decision 072 follow-up).
 * A hash sample of ~10,000 members misses an option that only a handful of the listing's
 * products carry, and its scaled count reads "~0" although ticking it finds products. Such an
 * option is cheap to count exactly: its (listing, tag) range of listing_tag_memberships holds
 * its kept count of rows, and each row only needs checking against the other groups' selections.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { productTagAssignments, type TagType } from '../../db/schema/index.js';
import { listingId, type SelectedGroups } from './listing-filters.js';
import { listingTagMemberships } from './listing-tables.js';

/**
 * Index entries of listing_tag_memberships one facets request may read for exact counts: about
 * what one sampled count query reads of listing_memberships (FACET_SAMPLE_ROWS), each row with
 * the same one primary-key probe per selected group. So the exact counts cost at most one more
 * sampled query, and never grow with the listing.
 */
export const EXACT_COUNT_ROWS = 10_000;

export interface CountedOption {
  id: number;
  type: TagType;
}

/**
 * The options counted exactly: the fewest-kept first, as many as fit EXACT_COUNT_ROWS rows in
 * all. The smallest options are the ones a sample misses; a big one's scaled count is close.
 */
export function cheapestOptions<T extends CountedOption>(
  options: readonly T[],
  kept: ReadonlyMap<number, number>,
): T[] {
  const chosen: T[] = [];
  let rows = 0;
  for (const option of [...options].sort((a, b) => (kept.get(a.id) ?? 0) - (kept.get(b.id) ?? 0))) {
    rows += kept.get(option.id) ?? 0;
    if (rows > EXACT_COUNT_ROWS) break;
    chosen.push(option);
  }
  return chosen;
}

/**
 * The tagged listing row's product has at least one of `tagIds`: one probe of
 * product_tag_assignments' primary key per row. OFFSET 0 keeps PostgreSQL from turning the
 * EXISTS into a hash of every assignment of `tagIds` in the store (two franchises: 166,666
 * rows at 1,000,000 products), which would make the cost grow with the selection, not the option.
 */
function carriesAnyTag(tagIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${productTagAssignments} where ${productTagAssignments.productId} = ${listingTagMemberships.productId} and ${inArray(productTagAssignments.tagId, [...tagIds])} offset 0)`;
}

/**
 * Per option, the products of the listing carrying it that match every other group's selection:
 * one index range of listing_tag_memberships (category_id, tag_id, …) per option, so the rows
 * read are the options' kept counts. Options of a group with a selection leave that group out;
 * one statement, a part per such group (exported for the plan tests).
 */
export function exactTagCountQuery(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
  options: readonly CountedOption[],
) {
  const byExcept = new Map<TagType | undefined, number[]>();
  for (const option of options) {
    const except = groups.has(option.type) ? option.type : undefined;
    byExcept.set(except, [...(byExcept.get(except) ?? []), option.id]);
  }
  const parts = [...byExcept].map(([except, tagIds]) =>
    db
      .select({ tagId: listingTagMemberships.tagId, count: count() })
      .from(listingTagMemberships)
      .where(
        and(
          eq(listingTagMemberships.categoryId, listingId(categoryId)),
          inArray(listingTagMemberships.tagId, tagIds),
          ...[...groups].filter(([type]) => type !== except).map(([, ids]) => carriesAnyTag(ids)),
        ),
      )
      .groupBy(listingTagMemberships.tagId),
  );
  const [first, second, ...rest] = parts;
  return second ? unionAll(first!, second, ...rest) : first!;
}

/** Exact counts of `options` (none: an empty map, no query); a missing option has no product. */
export async function countTagsExactly(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
  options: readonly CountedOption[],
): Promise<Map<number, number>> {
  if (options.length === 0) return new Map();
  const rows = await exactTagCountQuery(db, categoryId, groups, options);
  const counts = new Map(rows.map((row) => [row.tagId, row.count]));
  return new Map(options.map((o) => [o.id, counts.get(o.id) ?? 0]));
}
