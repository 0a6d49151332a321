/** Home-page merchandising: admin-defined home sections, hero slides and product sets. */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import type { Translations } from '@marquee/contracts';
import { createdAt, identityId, updatedAt } from './columns.js';

export type HeroSlideTranslations = Record<
  string,
  {
    title?: string;
    subtitle?: string;
    description?: string;
    button1?: string;
    button2?: string;
    button1_url?: string;
    button2_url?: string;
  }
>;

export const homeSections = pgTable(
  'home_sections',
  {
    id: identityId(),
    title: text().notNull(),
    description: text().notNull().default(''),
    sectionOrder: integer().notNull().default(0),
    maxProductsDisplay: integer().notNull().default(10),
    isActive: boolean().notNull().default(true),
    /** Texts in other languages, `{ he: { field: '…' } }`; a blank or missing one falls back to the column (issue 29). */
    translations: jsonb().$type<Translations<'title' | 'description'>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('home_sections_max_products_display_check', sql`${t.maxProductsDisplay} > 0`),
    index('home_sections_section_order_idx').on(t.sectionOrder),
  ],
);

export const homeSectionProducts = pgTable(
  'home_section_products',
  {
    id: identityId(),
    homeSectionId: integer()
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('home_section_products_section_product_unique').on(t.homeSectionId, t.productId),
    index('home_section_products_product_id_idx').on(t.productId),
  ],
);

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: identityId(),
    title: text().notNull().default(''),
    subtitle: text().notNull().default(''),
    description: text().notNull().default(''),
    /** The spec's `image`. */
    imageUrl: text().notNull().default(''),
    cta: text().notNull().default(''),
    gradient: text().notNull().default('from-purple-900 via-blue-900 to-indigo-900'),
    orderIndex: integer().notNull().default(0),
    destinationUrl: text().notNull().default(''),
    buttonText: text().notNull().default(''),
    buttonColor: text().notNull().default(''),
    secondButtonText: text().notNull().default(''),
    secondButtonUrl: text().notNull().default(''),
    translations: jsonb().$type<HeroSlideTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hero_slides_order_index_idx').on(t.orderIndex)],
);

export const productSets = pgTable(
  'product_sets',
  {
    id: identityId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    /** Texts in other languages, `{ he: { field: '…' } }`; a blank or missing one falls back to the column (issue 29). */
    translations: jsonb().$type<Translations<'name' | 'description'>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_sets_price_cents_check', sql`${t.priceCents} >= 0`),
    index('product_sets_is_active_created_at_idx').on(t.isActive, t.createdAt.desc().nullsFirst()),
  ],
);

/** Replaces product_sets.product_ids: the products the set contains. */
export const productSetItems = pgTable(
  'product_set_items',
  {
    setId: integer()
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setId, t.productId] }), index('product_set_items_product_id_idx').on(t.productId)],
);

/** Replaces product_sets.target_product_ids: the product pages where the set shows. */
export const productSetTargets = pgTable(
  'product_set_targets',
  {
    setId: integer()
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.setId, t.productId] }), index('product_set_targets_product_id_idx').on(t.productId)],
);

export const homeSectionsRelations = relations(homeSections, ({ many }) => ({
  products: many(homeSectionProducts),
}));

export const homeSectionProductsRelations = relations(homeSectionProducts, ({ one }) => ({
  homeSection: one(homeSections, {
    fields: [homeSectionProducts.homeSectionId],
    references: [homeSections.id],
  }),
  product: one(products, {
    fields: [homeSectionProducts.productId],
    references: [products.id],
  }),
}));

export const productSetsRelations = relations(productSets, ({ many }) => ({
  items: many(productSetItems),
  targets: many(productSetTargets),
}));

export const productSetItemsRelations = relations(productSetItems, ({ one }) => ({
  set: one(productSets, {
    fields: [productSetItems.setId],
    references: [productSets.id],
  }),
  product: one(products, {
    fields: [productSetItems.productId],
    references: [products.id],
  }),
}));

export const productSetTargetsRelations = relations(productSetTargets, ({ one }) => ({
  set: one(productSets, {
    fields: [productSetTargets.setId],
    references: [productSets.id],
  }),
  product: one(products, {
    fields: [productSetTargets.productId],
    references: [products.id],
  }),
}));

export type HomeSection = typeof homeSections.$inferSelect;
export type NewHomeSection = typeof homeSections.$inferInsert;
export type HomeSectionProduct = typeof homeSectionProducts.$inferSelect;
export type HeroSlide = typeof heroSlides.$inferSelect;
export type NewHeroSlide = typeof heroSlides.$inferInsert;
export type ProductSet = typeof productSets.$inferSelect;
export type NewProductSet = typeof productSets.$inferInsert;
