/**
 * Exact facet counts in a sampled listing, where they are cheap (decision 072 follow-up). A
 * hash sample of ~10,000 members misses an option that only a handful of the narrowed listing's
 * products carry, and its scaled count read "~0" although ticking it finds products. Two things
 * are cheap to count exactly from listing_tag_memberships' (listing, tag) ranges, whose sizes the
 * kept counts give before reading them:
 * - a whole group, when the other groups' selections narrow the listing to few products: read
 *   the range(s) of the most selective group's selected tags and look up each product's tags;
 * - an uncommon option: read its own range, each row checked against the other selections.
 * Both together read at most EXACT_COUNT_ROWS rows; the rest is sampled.
 */
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { productTagAssignments, type TagType } from '../../db/schema/index.js';
import { matchesOtherGroups } from './facet-conditions.js';
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

/** The options of a group counted over a small narrowed listing, read from `driver`'s ranges. */
export interface NarrowedCount {
  /** The group left out of the narrowing (its own), or undefined for groups without a selection. */
  except: TagType | undefined;
  /** The most selective other group: its selected tags' ranges hold the narrowed listing. */
  driver: TagType;
  options: CountedOption[];
}

export interface ExactCountPlan {
  narrowed: NarrowedCount[];
  /** Uncommon options counted from their own ranges. */
  options: CountedOption[];
}

/**
 * Options by the group their count leaves out: their own when it has a selection (SF-CAT-07),
 * none for a group without one.
 */
function byExcept(
  groups: SelectedGroups,
  options: readonly CountedOption[],
): Map<TagType | undefined, CountedOption[]> {
  const parts = new Map<TagType | undefined, CountedOption[]>();
  for (const option of options) {
    const except = groups.has(option.type) ? option.type : undefined;
    parts.set(except, [...(parts.get(except) ?? []), option]);
  }
  return parts;
}

/** Each option's count from a query's rows; an option the query did not return has no product. */
const countsOf = (rows: readonly { tagId: number; count: number }[], options: readonly CountedOption[]) => {
  const counts = new Map(rows.map((row) => [row.tagId, row.count]));
  return new Map(options.map((o) => [o.id, counts.get(o.id) ?? 0]));
};

const keptSum = (kept: ReadonlyMap<number, number>, ids: readonly number[]) =>
  ids.reduce((sum, id) => sum + (kept.get(id) ?? 0), 0);

/**
 * What to count exactly within EXACT_COUNT_ROWS rows. First whole groups, the smallest narrowed
 * listing first: its size is at most the kept count of the most selective other group's
 * selected tags (exact with one tag), so reading them costs no more. Then single options, the
 * fewest-kept first: the smallest options are the ones a sample misses, and a big one's scaled
 * count is close.
 */
export function planExactCounts(
  counted: readonly CountedOption[],
  groups: SelectedGroups,
  kept: ReadonlyMap<number, number>,
): ExactCountPlan {
  const candidates = [...byExcept(groups, counted)].map(([except, options]) => {
    const [driver] = [...groups]
      .filter(([type]) => type !== except)
      .map(([type, ids]) => ({ type, rows: keptSum(kept, ids) }))
      .sort((a, b) => a.rows - b.rows);
    return { except, options, driver: driver! };
  });

  let budget = EXACT_COUNT_ROWS;
  const narrowed: NarrowedCount[] = [];
  const rest: CountedOption[] = [];
  for (const { except, options, driver } of candidates.sort((a, b) => a.driver.rows - b.driver.rows)) {
    if (driver.rows <= budget) {
      budget -= driver.rows;
      narrowed.push({ except, driver: driver.type, options });
    } else rest.push(...options);
  }
  const options: CountedOption[] = [];
  for (const option of rest.sort((a, b) => (kept.get(a.id) ?? 0) - (kept.get(b.id) ?? 0))) {
    budget -= kept.get(option.id) ?? 0;
    if (budget < 0) break;
    options.push(option);
  }
  return { narrowed, options };
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
  const parts = [...byExcept(groups, options)].map(([except, part]) =>
    db
      .select({ tagId: listingTagMemberships.tagId, count: count() })
      .from(listingTagMemberships)
      .where(
        and(
          eq(listingTagMemberships.categoryId, listingId(categoryId)),
          inArray(
            listingTagMemberships.tagId,
            part.map((o) => o.id),
          ),
          ...matchesOtherGroups(listingTagMemberships.productId, groups, except),
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
  return countsOf(await exactTagCountQuery(db, categoryId, groups, options), options);
}

/**
 * A group's counts over a narrowed listing: the products in the ranges of the driver group's
 * selected tags that match the remaining groups' selections, and each one's tags among the
 * options (exported for the plan tests). A product carrying two of the driver's tags is in
 * two ranges, hence the distinct count.
 */
export function narrowedTagCountQuery(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
  unit: NarrowedCount,
) {
  const optionIds = unit.options.map((o) => o.id);
  // A LIMIT keeps the lateral subquery a lookup per product, never flattened into a join that
  // PostgreSQL might run by hashing every assignment of the options in the store (a size: a
  // fifth of the store). A product carries each tag once, so the limit cuts nothing.
  const optionTags = db
    .select({ tagId: productTagAssignments.tagId })
    .from(productTagAssignments)
    .where(
      and(
        eq(productTagAssignments.productId, listingTagMemberships.productId),
        inArray(productTagAssignments.tagId, optionIds),
      ),
    )
    .limit(optionIds.length)
    .as('option_tags');
  return db
    .select({ tagId: optionTags.tagId, count: countDistinct(listingTagMemberships.productId) })
    .from(listingTagMemberships)
    .crossJoinLateral(optionTags)
    .where(
      and(
        eq(listingTagMemberships.categoryId, listingId(categoryId)),
        inArray(listingTagMemberships.tagId, groups.get(unit.driver)!),
        ...matchesOtherGroups(listingTagMemberships.productId, groups, unit.except, unit.driver),
      ),
    )
    .groupBy(optionTags.tagId);
}

/** Exact counts of a narrowed group's options; a missing option has no product there. */
export async function countNarrowedTags(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
  unit: NarrowedCount,
): Promise<Map<number, number>> {
  return countsOf(await narrowedTagCountQuery(db, categoryId, groups, unit), unit.options);
}
