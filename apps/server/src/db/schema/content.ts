/**
 * Content pages: custom pages (JSON blocks, /custom/{slug}), their sections, dynamic pages
 * (sanitised HTML, /page/{slug}) and admin-placed page elements.
 */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translations } from '@marquee/contracts';
import { createdAt, identityId, inList, updatedAt } from './columns.js';

/** A custom page content block: text, heading, image {src, alt, caption?} or others. */
export type ContentBlock = { type: string; [key: string]: unknown };

/** A custom page in another language: its texts, and its blocks when they were written (else the English ones). */
export type CustomPageTranslations = Record<
  string,
  | (Partial<Record<'title' | 'description' | 'metaTitle' | 'metaDescription' | 'seoKeywords', string>> & {
      content?: ContentBlock[];
    })
  | undefined
>;

export const pageTypes = ['home', 'film', 'product', 'category', 'custom'] as const;
export type PageType = (typeof pageTypes)[number];

export const pageElementTypes = ['text', 'image', 'video', 'button', 'gif'] as const;
export type PageElementType = (typeof pageElementTypes)[number];

export const customPages = pgTable(
  'custom_pages',
  {
    id: identityId(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    bannerImageUrl: text(),
    metaTitle: text().notNull().default(''),
    metaDescription: text().notNull().default(''),
    seoKeywords: text().notNull().default(''),
    content: jsonb().$type<ContentBlock[]>().notNull().default([]),
    /** Hebrew title, texts and blocks under the same slug; each missing one falls back to the English column (issue 29). */
    translations: jsonb().$type<CustomPageTranslations>().notNull().default({}),
    isPublished: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('custom_pages_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('custom_pages_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('custom_pages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const pageSections = pgTable(
  'page_sections',
  {
    id: identityId(),
    customPageId: integer()
      .notNull()
      .references(() => customPages.id, { onDelete: 'cascade' }),
    sectionType: text().notNull(),
    layoutStyle: text().notNull().default(''),
    content: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The section's content in other languages, `{ he: {…} }`, read key by key over `content` (issue 29). */
    translations: jsonb().$type<Record<string, Record<string, unknown> | undefined>>().notNull().default({}),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('page_sections_custom_page_id_sort_order_idx').on(t.customPageId, t.sortOrder)],
);

export const dynamicPages = pgTable('dynamic_pages', {
  id: identityId(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  /** HTML, sanitised on write and on render. */
  content: text().notNull().default(''),
  metaDescription: text().notNull().default(''),
  /** Texts in other languages, `{ he: { field: '…' } }`; a blank or missing one falls back to the column (issue 29). */
  translations: jsonb().$type<Translations<'title' | 'content' | 'metaDescription'>>().notNull().default({}),
  isPublished: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pageElements = pgTable(
  'page_elements',
  {
    id: identityId(),
    pageType: text().$type<PageType>().notNull().default('home'),
    /** The film/product/category id or custom page slug; null for the home page. */
    pageId: text(),
    elementType: text().$type<PageElementType>().notNull().default('text'),
    elementOrder: integer().notNull().default(0),
    title: text().notNull().default(''),
    content: text().notNull().default(''),
    mediaUrl: text(),
    isClickable: boolean().notNull().default(false),
    destinationUrl: text(),
    buttonText: text(),
    buttonColor: text().notNull().default('#3b82f6'),
    backgroundColor: text().notNull().default('#ffffff'),
    textColor: text().notNull().default('#000000'),
    isActive: boolean().notNull().default(true),
    /** Texts in other languages, `{ he: { field: '…' } }`; a blank or missing one falls back to the column (issue 29). */
    translations: jsonb().$type<Translations<'title' | 'content' | 'buttonText'>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('page_elements_page_type_check', inList(t.pageType, pageTypes)),
    check('page_elements_element_type_check', inList(t.elementType, pageElementTypes)),
    index('page_elements_page_idx').on(t.pageType, t.pageId, t.elementOrder),
  ],
);

export const customPagesRelations = relations(customPages, ({ many }) => ({
  pageSections: many(pageSections),
}));

export const pageSectionsRelations = relations(pageSections, ({ one }) => ({
  customPage: one(customPages, {
    fields: [pageSections.customPageId],
    references: [customPages.id],
  }),
}));

export type CustomPage = typeof customPages.$inferSelect;
export type NewCustomPage = typeof customPages.$inferInsert;
export type PageSection = typeof pageSections.$inferSelect;
export type NewPageSection = typeof pageSections.$inferInsert;
export type DynamicPage = typeof dynamicPages.$inferSelect;
export type NewDynamicPage = typeof dynamicPages.$inferInsert;
export type PageElement = typeof pageElements.$inferSelect;
export type NewPageElement = typeof pageElements.$inferInsert;
