import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FilmDetail, FilmSummary, ProductSummary } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { filmCategories, films, productTagAssignments, productTags, products } from '../../db/schema/index.js';
import { productSummariesByIds } from '../catalog/product-queries.js';
import { liveProduct } from '../catalog/live-products.js';
import { parseJsonObject } from '../../lib/json-object.js';
import { listPageElements } from '../content/page-elements.js';

/** Related products are capped so a broad tag cannot make the film page unbounded. */
const RELATED_PRODUCTS_MAX = 48;

/** The one column list of a film card (the /films grid and the home carousel). */
export const filmSummaryColumns = {
  id: films.id,
  slug: films.slug,
  title: films.title,
  posterUrl: sql<string | null>`coalesce(${films.posterUrl}, ${films.imageUrl})`,
  translations: films.translations,
};

/** Translations may have been stored as a JSON string by older tools; read them as an object. */
export function toFilmSummary(row: { translations: unknown } & Omit<FilmSummary, 'translations'>): FilmSummary {
  return { ...row, translations: parseJsonObject(row.translations) as FilmSummary['translations'] };
}

/** /films: active films by display_order, then title (spec D-13). */
export async function listActiveFilms(db: Db): Promise<FilmSummary[]> {
  const rows = await db
    .select(filmSummaryColumns)
    .from(films)
    .where(eq(films.isActive, true))
    .orderBy(asc(films.displayOrder), asc(films.title), asc(films.id));
  return rows.map(toFilmSummary);
}

async function findActiveFilm(db: Db, id: number) {
  const [film] = await db
    .select()
    .from(films)
    .where(and(eq(films.id, id), eq(films.isActive, true)));
  return film ?? null;
}

export async function getActiveFilm(db: Db, id: number): Promise<FilmDetail | null> {
  const film = await findActiveFilm(db, id);
  if (!film) return null;
  const [categories, elements] = await Promise.all([
    db
      .select({ id: filmCategories.id, title: filmCategories.title })
      .from(filmCategories)
      .where(eq(filmCategories.filmId, id))
      .orderBy(asc(filmCategories.sortOrder), asc(filmCategories.title), asc(filmCategories.id)),
    listPageElements(db, 'film', String(id)),
  ]);
  const heroButtons = [
    { text: film.heroButtonText, url: film.heroButtonUrl },
    { text: film.heroButtonText2, url: film.heroButtonUrl2 },
  ].flatMap((b) => (b.text?.trim() && b.url?.trim() ? [{ text: b.text.trim(), url: b.url.trim() }] : []));
  return {
    id: film.id,
    slug: film.slug,
    title: film.title,
    posterUrl: film.posterUrl ?? film.imageUrl,
    translations: parseJsonObject(film.translations) as FilmSummary['translations'],
    description: film.description,
    logoUrl: film.logoUrl,
    heroUrl: film.heroUrl ?? film.bannerUrl ?? film.imageUrl,
    heroButtons,
    trailerUrl: film.trailerUrl,
    releaseDate: film.releaseDate,
    director: film.director,
    cast: film.cast,
    genre: film.genre,
    rating: film.rating,
    durationMinutes: film.durationMinutes,
    categories,
    elements,
  };
}

/**
 * SF-FILM-06: products tagged with the film's title or slug. Tags are stored lower-case
 * and trimmed (franchise tags are the lower-cased film title). Null when the film is not shown.
 */
export async function listRelatedProducts(db: Db, filmId: number): Promise<ProductSummary[] | null> {
  const film = await findActiveFilm(db, filmId);
  if (!film) return null;
  const names = [...new Set([film.title, film.slug].map((name) => name.trim().toLowerCase()))];
  const rows = await db
    .selectDistinct({ id: products.id, title: products.title })
    .from(products)
    .innerJoin(productTagAssignments, eq(productTagAssignments.productId, products.id))
    .innerJoin(productTags, eq(productTags.id, productTagAssignments.tagId))
    .where(and(inArray(productTags.name, names), liveProduct))
    .orderBy(asc(products.title), asc(products.id))
    .limit(RELATED_PRODUCTS_MAX);
  return productSummariesByIds(
    db,
    rows.map((row) => row.id),
  );
}
