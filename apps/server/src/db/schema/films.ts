/** Films (the "Shop By Film" pages and carousel) and their category rows. */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns.js';

export type FilmTranslations = Record<string, { title?: string; description?: string }>;

export const films = pgTable(
  'films',
  {
    id: identityId(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    posterUrl: text(),
    imageUrl: text(),
    bannerUrl: text(),
    logoUrl: text(),
    heroUrl: text(),
    heroButtonText: text(),
    heroButtonUrl: text(),
    heroButtonText2: text('hero_button_text_2'),
    heroButtonUrl2: text('hero_button_url_2'),
    trailerUrl: text(),
    /** External URL or internal path (admin spec). */
    destinationUrl: text(),
    releaseDate: date({ mode: 'string' }),
    director: text(),
    cast: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genre: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Out of 10, one decimal. */
    rating: numeric({ precision: 3, scale: 1, mode: 'number' }),
    durationMinutes: integer(),
    translations: jsonb().$type<FilmTranslations>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    showOnHomepage: boolean().notNull().default(false),
    homepageOrder: integer(),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('films_rating_check', sql`${t.rating} between 0 and 10`),
    check('films_duration_minutes_check', sql`${t.durationMinutes} > 0`),
    index('films_display_order_title_idx').on(t.displayOrder, t.title),
    index('films_homepage_order_idx')
      .on(t.homepageOrder)
      .where(sql`${t.showOnHomepage}`),
    index('films_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Replaces films.categories (list of strings): one row per category title (spec D-12). */
export const filmCategories = pgTable(
  'film_categories',
  {
    id: identityId(),
    filmId: integer()
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('film_categories_film_id_idx').on(t.filmId)],
);

export const filmsRelations = relations(films, ({ many }) => ({
  categories: many(filmCategories),
}));

export const filmCategoriesRelations = relations(filmCategories, ({ one }) => ({
  film: one(films, { fields: [filmCategories.filmId], references: [films.id] }),
}));

export type Film = typeof films.$inferSelect;
export type NewFilm = typeof films.$inferInsert;
export type FilmCategory = typeof filmCategories.$inferSelect;
export type NewFilmCategory = typeof filmCategories.$inferInsert;
