/**
 * The catalogue: categories, products and their images, tags (one tag table serves the
 * product tags, the category filters and the filter assignments), category assignments
 * and reviews. Prices are integer US cents.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@marquee/contracts';
import { user } from './auth.js';
import { createdAt, identityId, inList, timestamptz, updatedAt } from './columns.js';

export type CategoryTranslations = Record<string, { name?: string; description?: string }>;
export type ProductTranslations = Record<string, { title?: string; description?: string }>;

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const tagTypes = ['character', 'franchise', 'gender', 'age', 'size', 'promotion', 'general'] as const;
export type TagType = (typeof tagTypes)[number];

export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    translations: jsonb().$type<CategoryTranslations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_name_idx').on(t.name),
    index('categories_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: identityId(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    stockQuantity: integer().notNull().default(0),
    /** The primary category; further categories are in product_category_assignments. */
    categoryId: integer().references(() => categories.id, {
      onDelete: 'set null',
    }),
    translations: jsonb().$type<ProductTranslations>().notNull().default({}),
    isBestseller: boolean().notNull().default(false),
    bestsellerOrder: integer(),
    badgeEnabled: boolean().notNull().default(false),
    badgeText: text(),
    badgeColor: text().notNull().default('red'),
    /** Set instead of deleting a product that has orders: hidden from the storefront, kept for history. */
    archivedAt: timestamptz(),
    /** Bumped by every admin save; an update naming an older version is refused (409). */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    index('products_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_category_id_idx').on(t.categoryId),
    index('products_bestseller_order_idx')
      .on(t.bestsellerOrder)
      .where(sql`${t.isBestseller}`),
    index('products_price_cents_idx').on(t.priceCents),
    index('products_title_idx').on(t.title),
    index('products_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('products_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/** Replaces products.image_url + products.images: the first image (lowest sortOrder) is the main one. */
export const productImages = pgTable(
  'product_images',
  {
    id: identityId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** Product media may be videos (ADM-PROD-03); the storefront shows those as <video>. */
    kind: text().$type<'image' | 'video'>().notNull().default('image'),
    alt: text().notNull().default(''),
    width: integer(),
    height: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('product_images_product_id_sort_order_idx').on(t.productId, t.sortOrder)],
);

export const productTags = pgTable(
  'product_tags',
  {
    id: identityId(),
    name: text().notNull().unique(),
    tagType: text().$type<TagType>().notNull().default('general'),
    /** The name as shoppers read it in other languages, `{ he: { name: '…' } }` (issue 29); `name` stays the key. */
    translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
  },
  (t) => [
    check('product_tags_name_normalised', sql`${t.name} = lower(btrim(${t.name})) and ${t.name} <> ''`),
    check('product_tags_tag_type_check', inList(t.tagType, tagTypes)),
  ],
);

/**
 * One fact, one table: replaces products.tags, product_tag_relations (product_id, tag_name)
 * and product_filter_assignments (product_id, filter_tag_id).
 */
export const productTagAssignments = pgTable(
  'product_tag_assignments',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tag_assignments_tag_id_idx').on(t.tagId)],
);

/** The filter tags a category page offers (spec category_filters.filter_tag_id). */
export const categoryFilters = pgTable(
  'category_filters',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.tagId] }), index('category_filters_tag_id_idx').on(t.tagId)],
);

export const productCategoryAssignments = pgTable(
  'product_category_assignments',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_assignments_category_id_idx').on(t.categoryId),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: identityId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    userName: text().notNull(),
    rating: smallint().notNull(),
    reviewText: text().notNull().default(''),
    /** pending until staff publish it; only published reviews show and count (issue 29). */
    status: text().$type<ReviewStatus>().notNull().default('published'),
    /** Written by a customer whose order with the product was delivered ("Verified purchase"). */
    verifiedPurchase: boolean().notNull().default(false),
    /** The store's public answer, shown under the review. */
    adminReply: text(),
    repliedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status_check', inList(t.status, reviewStatuses)),
    index('product_reviews_product_id_created_at_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    // One review per customer and product; seeded reviews have no user.
    uniqueIndex('product_reviews_user_product_idx')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    // The admin's Reviews list, newest first within a state.
    index('product_reviews_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The same list with every state.
    index('product_reviews_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
  filters: many(categoryFilters),
  productAssignments: many(productCategoryAssignments),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, {
    fields: [products.categoryId],
    references: [categories.id],
  }),
  images: many(productImages),
  reviews: many(productReviews),
  tagAssignments: many(productTagAssignments),
  categoryAssignments: many(productCategoryAssignments),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, {
    fields: [productImages.productId],
    references: [products.id],
  }),
}));

export const productTagsRelations = relations(productTags, ({ many }) => ({
  productAssignments: many(productTagAssignments),
  categoryFilters: many(categoryFilters),
}));

export const productTagAssignmentsRelations = relations(productTagAssignments, ({ one }) => ({
  product: one(products, {
    fields: [productTagAssignments.productId],
    references: [products.id],
  }),
  tag: one(productTags, {
    fields: [productTagAssignments.tagId],
    references: [productTags.id],
  }),
}));

export const categoryFiltersRelations = relations(categoryFilters, ({ one }) => ({
  category: one(categories, {
    fields: [categoryFilters.categoryId],
    references: [categories.id],
  }),
  tag: one(productTags, {
    fields: [categoryFilters.tagId],
    references: [productTags.id],
  }),
}));

export const productCategoryAssignmentsRelations = relations(productCategoryAssignments, ({ one }) => ({
  product: one(products, {
    fields: [productCategoryAssignments.productId],
    references: [products.id],
  }),
  category: one(categories, {
    fields: [productCategoryAssignments.categoryId],
    references: [categories.id],
  }),
}));

export const productReviewsRelations = relations(productReviews, ({ one }) => ({
  product: one(products, {
    fields: [productReviews.productId],
    references: [products.id],
  }),
}));

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductImage = typeof productImages.$inferSelect;
export type NewProductImage = typeof productImages.$inferInsert;
export type ProductTag = typeof productTags.$inferSelect;
export type NewProductTag = typeof productTags.$inferInsert;
export type ProductReview = typeof productReviews.$inferSelect;
export type NewProductReview = typeof productReviews.$inferInsert;
