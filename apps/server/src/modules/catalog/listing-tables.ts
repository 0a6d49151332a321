/**
 * The listing tables of migration 0009 (decision 072), declared here for the query builder
 * only: triggers write them, so drizzle-kit's schema does not need to know them.
 */
import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The category id of the all-products listing in both tables. */
export const ALL_PRODUCTS = 0;

/** The tag id whose count is the listing's number of live products. */
export const EVERY_PRODUCT = 0;

/** How many values sample_key takes: rows with sample_key < k are a k/1024 sample. */
export const SAMPLE_KEYS = 1024;

/** One row per live product per listing it appears in, with that product's sort keys. */
export const listingMemberships = pgTable('listing_memberships', {
  categoryId: integer().notNull(),
  productId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  title: text().notNull(),
  priceCents: integer().notNull(),
  sampleKey: smallint().notNull(),
});

/** Per listing, the live products carrying each tag (EVERY_PRODUCT: all of them). */
export const listingTagCounts = pgTable('listing_tag_counts', {
  categoryId: integer().notNull(),
  tagId: integer().notNull(),
  productCount: integer().notNull(),
});
