/**
 * How facet counts check a listed product against the other groups' selections (SF-CAT-07):
 * per row, one probe of product_tag_assignments' primary key per group.
 */
import { sql, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productTagAssignments, type TagType } from '../../db/schema/index.js';
import type { SelectedGroups } from './listing-filters.js';

/**
 * The product has at least one of `tagIds`. OFFSET 0 keeps PostgreSQL from turning the EXISTS
 * into a hash of every assignment of `tagIds` in the store (two franchises: 166,666 rows at
 * 1,000,000 products), whose cost grows with the selection instead of the rows counted: on that
 * copy a sampled count took ~95 ms that way and ~47 ms probing.
 */
export function carriesAnyTag(productId: AnyPgColumn, tagIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${productTagAssignments} where ${productTagAssignments.productId} = ${productId} and ${inArray(productTagAssignments.tagId, [...tagIds])} offset 0)`;
}

/** The product matches every selected group but `exceptType` and `alsoExcept` (a facet count leaves its own group out). */
export function matchesOtherGroups(
  productId: AnyPgColumn,
  groups: SelectedGroups,
  exceptType: TagType | undefined,
  alsoExcept?: TagType,
): SQL[] {
  return [...groups]
    .filter(([type]) => type !== exceptType && type !== alsoExcept)
    .map(([, ids]) => carriesAnyTag(productId, ids));
}
