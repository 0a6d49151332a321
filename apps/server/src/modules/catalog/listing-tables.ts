/**
 * The listing tables of migrations 0009 and 0011 (decisions 072, 080), declared here for the
 * query builder only: triggers write them, so drizzle-kit's schema does not need to know them.
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

/**
 * One row per listing membership per tag its product carries, with the same sort keys: a page
 * of a listing filtered by one tag is one range of (categoryId, tagId) in a sort index.
 */
export const listingTagMemberships = pgTable('listing_tag_memberships', {
  categoryId: integer().notNull(),
  tagId: integer().notNull(),
  productId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  title: text().notNull(),
  priceCents: integer().notNull(),
});

/** Either table, as a page or a count reads it: both hold the listing id, product id and sort keys. */
export type ListingTable = typeof listingMemberships | typeof listingTagMemberships;
