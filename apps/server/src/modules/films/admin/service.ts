/**
 * The admin's films (issue 13, ADM-FILM, ADM-HFILM): list, read, create, edit, delete, the hero
 * fields and the homepage switch and order. Each write records its audit row and announces
 * `filmsChanged` in its own transaction, so the home carousel, /films, the film page and every
 * cached page follow at once (ADM-HFILM-05).
 */
import { asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  liveEventTypes,
  type AdminFilm,
  type AdminFilmList,
  type AdminFilmRow,
  type FilmCreate,
  type FilmHero,
  type FilmHeroBody,
  type FilmUpdate,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { filmCategories, films, type Film, type FilmTranslations } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById, rowById } from '../../../lib/row-by-id.js';
import { parseJsonObject } from '../../../lib/json-object.js';
import { readPage } from '../../../lib/paged-list.js';
import { freeSlug, shortSlug } from '../../../lib/slug.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';
import { refuseIfPicked } from '../../dream-box/picks.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';

const audit = auditTrail('films', liveEventTypes.filmsChanged);
const noFilm = () => notFound('No film with this id.');

/** The columns that hold images; a save or delete that drops one releases its upload. */
const IMAGE_FIELDS = ['posterUrl', 'logoUrl', 'imageUrl', 'bannerUrl', 'heroUrl'] as const;

const droppedImages = (before: Film, after: Film | null) =>
  droppedUrls(
    IMAGE_FIELDS.map((field) => before[field]),
    after ? IMAGE_FIELDS.map((field) => after[field]) : [],
  );

const rowColumns = {
  id: films.id,
  title: films.title,
  displayOrder: films.displayOrder,
  isActive: films.isActive,
  showOnHomepage: films.showOnHomepage,
  homepageOrder: films.homepageOrder,
  posterUrl: films.posterUrl,
};

async function categoriesOf(db: Db, filmIds: number[]): Promise<Map<number, string[]>> {
  const byFilm = new Map<number, string[]>();
  if (filmIds.length === 0) return byFilm;
  const rows = await db
    .select({ filmId: filmCategories.filmId, title: filmCategories.title })
    .from(filmCategories)
    .where(inArray(filmCategories.filmId, filmIds))
    .orderBy(asc(filmCategories.sortOrder), asc(filmCategories.id));
  for (const row of rows) byFilm.set(row.filmId, [...(byFilm.get(row.filmId) ?? []), row.title]);
  return byFilm;
}

const orderBy: Record<'displayOrder' | 'title' | 'homepageOrder', (dir: 'asc' | 'desc') => SQL[]> = {
  displayOrder: (dir) => [dir === 'asc' ? asc(films.displayOrder) : desc(films.displayOrder), asc(films.title)],
  title: (dir) => [dir === 'asc' ? asc(films.title) : desc(films.title)],
  // As the carousel orders them: shown films first, a missing order counting as 999 (SF-HOME-05).
  homepageOrder: (dir) => [
    desc(films.showOnHomepage),
    dir === 'asc' ? sql`coalesce(${films.homepageOrder}, 999) asc` : sql`coalesce(${films.homepageOrder}, 999) desc`,
    asc(films.title),
  ],
};

export interface FilmListQuery {
  page: number;
  pageSize: number;
  sort: 'displayOrder' | 'title' | 'homepageOrder';
  dir: 'asc' | 'desc';
  q: string;
}

/** ADM-FILM-01: display order, then title; `q` matches any part of the title. */
export async function listFilmsForAdmin(db: Db, query: FilmListQuery): Promise<AdminFilmList> {
  const { page, pageSize } = query;
  const where = query.q ? ilike(films.title, containsPattern(query.q)) : undefined;
  const [{ rows, total }, [onHomepage]] = await Promise.all([
    readPage(
      db,
      query,
      db
        .select(rowColumns)
        .from(films)
        .where(where)
        .orderBy(...orderBy[query.sort](query.dir), asc(films.id))
        .$dynamic(),
      { table: films, where },
    ),
    db.select({ n: count() }).from(films).where(eq(films.showOnHomepage, true)),
  ]);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] })),
    total,
    page,
    pageSize,
    homepageCount: onHomepage?.n ?? 0,
  };
}

function heroOf(film: Film): FilmHero {
  return {
    heroUrl: film.heroUrl,
    heroButtonText: film.heroButtonText,
    heroButtonUrl: film.heroButtonUrl,
    heroButtonText2: film.heroButtonText2,
    heroButtonUrl2: film.heroButtonUrl2,
  };
}

function toAdminFilm(film: Film, categories: string[]): AdminFilm {
  const he = (parseJsonObject(film.translations) as FilmTranslations).he ?? {};
  return {
    id: film.id,
    slug: film.slug,
    title: film.title,
    description: film.description,
    categories,
    displayOrder: film.displayOrder,
    isActive: film.isActive,
    showOnHomepage: film.showOnHomepage,
    homepageOrder: film.homepageOrder,
    posterUrl: film.posterUrl,
    logoUrl: film.logoUrl,
    imageUrl: film.imageUrl,
    bannerUrl: film.bannerUrl,
    destinationUrl: film.destinationUrl,
    translations: { he: { title: he.title || null, description: he.description || null } },
    updatedAt: film.updatedAt.toISOString(),
    ...heroOf(film),
  };
}

function toRow(film: AdminFilm): AdminFilmRow {
  const { id, title, categories, displayOrder, isActive, showOnHomepage, homepageOrder, posterUrl } = film;
  return { id, title, categories, displayOrder, isActive, showOnHomepage, homepageOrder, posterUrl };
}

async function withCategories(db: Db, film: Film): Promise<AdminFilm> {
  const categories = await categoriesOf(db, [film.id]);
  return toAdminFilm(film, categories.get(film.id) ?? []);
}

export async function getFilmForAdmin(db: Db, id: number): Promise<AdminFilm> {
  return withCategories(db, await rowById(db, films, id, noFilm));
}

async function replaceCategories(tx: Db, filmId: number, titles: string[]): Promise<void> {
  await tx.delete(filmCategories).where(eq(filmCategories.filmId, filmId));
  if (titles.length > 0)
    await tx.insert(filmCategories).values(titles.map((title, sortOrder) => ({ filmId, title, sortOrder })));
}

/** The stored translations with Hebrew replaced (other languages kept); blank texts left out. */
function withHebrew(stored: unknown, he: { title: string | null; description: string | null }): FilmTranslations {
  const { he: _old, ...others } = parseJsonObject(stored) as FilmTranslations;
  const texts = { ...(he.title && { title: he.title }), ...(he.description && { description: he.description }) };
  return Object.keys(texts).length > 0 ? { ...others, he: texts } : others;
}

export async function createFilm(db: Db, actor: AdminActor, body: FilmCreate): Promise<AdminFilm> {
  return db.transaction(async (tx) => {
    const { categories, translations, ...fields } = body;
    const [film] = await tx
      .insert(films)
      .values({
        ...fields,
        slug: await freeSlug(tx, films.slug, shortSlug(body.title, 'film')),
        translations: withHebrew({}, translations.he),
      })
      .returning();
    await replaceCategories(tx, film!.id, categories);
    const created = toAdminFilm(film!, categories);
    await audit.created(tx, actor, film!.id, created);
    return created;
  });
}

export async function updateFilm(
  db: Db,
  actor: AdminActor,
  id: number,
  change: FilmUpdate,
): Promise<MediaWrite<AdminFilm>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, films, id, noFilm);
    const before = await withCategories(tx, current);
    const { categories, translations, ...fields } = change;
    const values = {
      ...fields,
      ...(translations && { translations: withHebrew(current.translations, translations.he) }),
      updatedAt: new Date(),
    };
    const [film] = await tx.update(films).set(values).where(eq(films.id, id)).returning();
    if (categories) await replaceCategories(tx, id, categories);
    const after = toAdminFilm(film!, categories ?? before.categories);
    await audit.updated(tx, actor, id, before, after);
    return { result: after, droppedUrls: droppedImages(current, film!) };
  });
}

export async function getFilmHero(db: Db, id: number): Promise<FilmHero> {
  return heroOf(await rowById(db, films, id, noFilm));
}

export async function updateFilmHero(
  db: Db,
  actor: AdminActor,
  id: number,
  hero: Required<{ [K in keyof FilmHeroBody]: string | null }>,
): Promise<MediaWrite<FilmHero>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, films, id, noFilm);
    const [film] = await tx
      .update(films)
      .set({ ...hero, updatedAt: new Date() })
      .where(eq(films.id, id))
      .returning();
    const after = heroOf(film!);
    await audit.updated(tx, actor, id, heroOf(current), after);
    return { result: after, droppedUrls: droppedImages(current, film!) };
  });
}

/** ADM-HFILM-04: the Homepage Films switch and order. */
export async function updateFilmHomepage(
  db: Db,
  actor: AdminActor,
  id: number,
  change: { showOnHomepage?: boolean | undefined; homepageOrder?: number | undefined },
): Promise<AdminFilmRow> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, films, id, noFilm);
    const values = {
      ...(change.showOnHomepage !== undefined && { showOnHomepage: change.showOnHomepage }),
      ...(change.homepageOrder !== undefined && { homepageOrder: change.homepageOrder }),
      updatedAt: new Date(),
    };
    const [film] = await tx.update(films).set(values).where(eq(films.id, id)).returning();
    const pick = (f: Film) => ({ showOnHomepage: f.showOnHomepage, homepageOrder: f.homepageOrder });
    await audit.updated(tx, actor, id, pick(current), pick(film!));
    return toRow(await withCategories(tx, film!));
  });
}

/**
 * Deletes a film and its category rows (cascade). A film that a live Dream Box subscription
 * (pending, active or suspended) picked is kept: 409 IN_USE, make it inactive instead, so a
 * subscriber's picks never vanish. Ended subscriptions lose the pick with the film (cascade).
 */
export async function deleteFilm(db: Db, actor: AdminActor, id: number): Promise<MediaWrite<{ ok: true }>> {
  return db.transaction(async (tx) => {
    const current = await lockRowById(tx, films, id, noFilm);
    await refuseIfPicked(tx, { filmId: id }, 'Make it inactive instead.', {
      filmId: 'Picked by Dream Box subscriptions: make it inactive instead',
    });
    const before = await withCategories(tx, current);
    await tx.delete(films).where(eq(films.id, id));
    await audit.deleted(tx, actor, id, before);
    return { result: { ok: true }, droppedUrls: droppedImages(current, null) };
  });
}
