import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, type AdminFilm, type AdminFilmList, type FilmSummary } from '@marquee/contracts';
import {
  dreamBoxCategories,
  dreamBoxSubscriptionFilms,
  dreamBoxSubscriptions,
  filmCategories,
  films,
  user,
} from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createFilm } from '../../../test/factories.js';
import { isUploadStored, uploadPng as uploadPngAs } from '../../../test/uploads.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { films: filmsPath, film: filmPath, filmHero, filmHomepage } = apiPaths.admin;
const tag = () => `Zf${Math.random().toString(36).slice(2, 8)}`;

async function create(body: Record<string, unknown>) {
  const response = await admin.post(filmsPath.href(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminFilm;
}

const lastAudit = (resourceId: number) => lastAuditRow(store.database.db, 'films', resourceId);

const homeFilms = async (client: TestClient) =>
  ((await client.get(apiPaths.home.href())).json() as { films: FilmSummary[] }).films.map((f) => f.id);

describe('issue 13 admin films: access', () => {
  const routes = (id: number) =>
    [
      ['GET', filmsPath.href()],
      ['POST', filmsPath.href()],
      ['GET', filmPath.href(id)],
      ['PATCH', filmPath.href(id)],
      ['DELETE', filmPath.href(id)],
      ['GET', filmHero.href(id)],
      ['PUT', filmHero.href(id)],
      ['PUT', filmHomepage.href(id)],
    ] as const;

  it('ADM-SHELL-03 R-03 refuses guests (401) and customers (403) on every films route', async () => {
    const film = await createFilm(store.database.db);
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    for (const [method, url] of routes(film.id)) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { title: 'X', showOnHomepage: true };
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await store.database.db.select().from(films).where(eq(films.id, film.id)))[0]?.title).toBe(film.title);
  });

  it('answers 404 for an unknown film on each route', async () => {
    const id = 2_000_000_000;
    for (const [method, url] of routes(id).slice(2)) {
      const body =
        method === 'GET' || method === 'DELETE' ? undefined : url.endsWith('/hero') ? {} : { showOnHomepage: true };
      const response = await admin.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('issue 13 admin films: create, edit, delete', () => {
  it('ADM-FILM-07 a new film is active, not on the homepage, orders 0; ADM-FILM-04 blank categories are dropped and titles trimmed', async () => {
    const title = `Aurora ${tag()}`;
    const film = await create({ title: `  ${title}  `, categories: ['  Apparel ', '', '   ', 'Toys'] });
    expect(film).toMatchObject({
      title,
      isActive: true,
      showOnHomepage: false,
      displayOrder: 0,
      homepageOrder: 0,
      categories: ['Apparel', 'Toys'],
      description: '',
      posterUrl: null,
    });
    expect(film.slug).toMatch(/^aurora-zf/);
    const rows = await store.database.db.select().from(filmCategories).where(eq(filmCategories.filmId, film.id));
    expect(rows.map((r) => r.title).sort()).toEqual(['Apparel', 'Toys']);
    const audit = await lastAudit(film.id);
    expect(audit).toMatchObject({ action: 'create', resource: 'films', before: null });
    expect(audit?.after).toMatchObject({ title, categories: ['Apparel', 'Toys'] });
    expect(audit?.actorEmail).toMatch(/^admin/);
  });

  it('ADM-FILM-03 stores every field of the form, the Hebrew texts and the hero, and reads them back', async () => {
    const body = {
      title: `Full ${tag()}`,
      description: 'A story',
      posterUrl: '/media/poster.webp',
      logoUrl: 'https://cdn.example.com/logo.png',
      imageUrl: '/media/image.webp',
      bannerUrl: '/media/banner.webp',
      destinationUrl: '/films',
      categories: ['Mugs'],
      displayOrder: 3,
      homepageOrder: 2,
      isActive: false,
      showOnHomepage: true,
      heroUrl: '/media/hero.webp',
      heroButtonText: 'Shop',
      heroButtonUrl: '/category/1',
      heroButtonText2: 'Trailer',
      heroButtonUrl2: 'https://example.com/trailer',
      translations: { he: { title: 'כותרת', description: 'תיאור' } },
    };
    const film = await create(body);
    const read = (await admin.get(filmPath.href(film.id))).json() as AdminFilm;
    const { translations, ...rest } = body;
    expect(read).toMatchObject({ ...rest, translations });
    const [stored] = await store.database.db.select().from(films).where(eq(films.id, film.id));
    expect(stored!.translations).toEqual({ he: { title: 'כותרת', description: 'תיאור' } });
  });

  it('ADM-FILM-05 ADM-FILM-06 bad input is a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ title: '' }, 'title', 'Film title is required'],
      [{ title: '    ' }, 'title', 'Film title is required'],
      [{}, 'title', 'Film title is required'],
      [{ title: 'X', displayOrder: 1.5 }, 'displayOrder'],
      [{ title: 'X', displayOrder: '2' }, 'displayOrder'],
      [{ title: 'X', homepageOrder: 'abc' }, 'homepageOrder'],
      [{ title: 'X', homepageOrder: -1 }, 'homepageOrder'],
      [{ title: 'X', destinationUrl: 'javascript:alert(1)' }, 'destinationUrl'],
      [{ title: 'X', destinationUrl: 'films' }, 'destinationUrl'],
      [{ title: 'X', destinationUrl: '//evil.example.com' }, 'destinationUrl'],
      [{ title: 'X', posterUrl: 'not a url' }, 'posterUrl'],
      [{ title: 'X', heroButtonUrl: 'ftp://example.com' }, 'heroButtonUrl'],
      [{ title: 'X', categories: 'Apparel' }, 'categories'],
      [{ title: 'X', categories: [' ', 7] }, 'categories.1'],
      [{ title: 'X', isActive: 'yes' }, 'isActive'],
      [{ title: 'X', price: 5 }, 'price'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post(filmsPath.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(body)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const film = await createFilm(store.database.db);
    const patch = await admin.request('PATCH', filmPath.href(film.id), { title: ' ' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.fields).toEqual({ title: 'Film title is required' });
    expect((await admin.get(filmPath.href('abc' as unknown as number))).statusCode).toBe(400);
  });

  it('edits only what is sent, replaces the categories, keeps other languages, and records before and after', async () => {
    const film = await createFilm(store.database.db, {
      title: `Edit ${tag()}`,
      translations: { he: { title: 'ישן' }, fr: { title: 'Vieux' } },
      heroUrl: '/media/keep.webp',
    });
    await store.database.db.insert(filmCategories).values({ filmId: film.id, title: 'Old', sortOrder: 0 });
    const response = await admin.request('PATCH', filmPath.href(film.id), {
      title: 'Edited title',
      categories: ['New one', ' ', 'New two'],
      translations: { he: { title: 'חדש', description: '' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Edited title',
      categories: ['New one', 'New two'],
      heroUrl: '/media/keep.webp',
      description: film.description,
      translations: { he: { title: 'חדש', description: null } },
    });
    const [stored] = await store.database.db.select().from(films).where(eq(films.id, film.id));
    expect(stored!.translations).toEqual({ he: { title: 'חדש' }, fr: { title: 'Vieux' } });
    const audit = await lastAudit(film.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit?.before).toMatchObject({ title: film.title, categories: ['Old'] });
    expect(audit?.after).toMatchObject({ title: 'Edited title', categories: ['New one', 'New two'] });
  });

  it('ADM-FILM-01 lists by display order then title, searches the title, pages on the server', async () => {
    const t = tag();
    await createFilm(store.database.db, { title: `${t} Beta`, displayOrder: 1 });
    await createFilm(store.database.db, { title: `${t} Alpha`, displayOrder: 1 });
    const first = await createFilm(store.database.db, { title: `${t} Zulu`, displayOrder: 0 });
    await store.database.db.insert(filmCategories).values({ filmId: first.id, title: 'Posters' });
    const list = (await admin.get(`${filmsPath.href()}?q=${t}`)).json() as AdminFilmList;
    expect(list.items.map((f) => f.title)).toEqual([`${t} Zulu`, `${t} Alpha`, `${t} Beta`]);
    expect(list.total).toBe(3);
    expect(list.items[0]).toMatchObject({ categories: ['Posters'], isActive: true, displayOrder: 0 });
    const byTitle = (
      await admin.get(`${filmsPath.href()}?q=${t}&sort=title&dir=desc&pageSize=2`)
    ).json() as AdminFilmList;
    expect(byTitle.items.map((f) => f.title)).toEqual([`${t} Zulu`, `${t} Beta`]);
    expect(byTitle).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const bad = await admin.get(`${filmsPath.href()}?sort=price`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['sort']);
  });

  it('deletes a film with its categories and answers 404 after; the storefront no longer lists it', async () => {
    const shopper = new TestClient(store.app);
    const film = await create({ title: `Gone ${tag()}`, categories: ['A'] });
    const listed = async () => ((await shopper.get(apiPaths.films.href())).json() as FilmSummary[]).map((f) => f.id);
    expect(await listed()).toContain(film.id);
    const response = await admin.delete(filmPath.href(film.id));
    expect(response.statusCode).toBe(200);
    expect(await listed()).not.toContain(film.id);
    expect((await admin.get(filmPath.href(film.id))).statusCode).toBe(404);
    expect(await store.database.db.select().from(filmCategories).where(eq(filmCategories.filmId, film.id))).toEqual([]);
    expect(await lastAudit(film.id)).toMatchObject({ action: 'delete', after: null });
    expect((await lastAudit(film.id))?.before).toMatchObject({ title: film.title });
    expect((await admin.delete(filmPath.href(film.id))).statusCode).toBe(404);
  });

  it('a film a live Dream Box subscription picked is kept (409 IN_USE); one only ended subscriptions picked is deleted', async () => {
    const db = store.database.db;
    const customer = new TestClient(store.app);
    const { email } = await signUp(customer);
    const [owner] = await db.select().from(user).where(eq(user.email, email));
    const picked = await createFilm(db, { title: `Picked ${tag()}` });
    const [sub] = await db
      .insert(dreamBoxSubscriptions)
      .values({ userId: owner!.id, paymentProvider: 'test', status: 'active', monthlyPriceCents: 2999 })
      .returning();
    await db.insert(dreamBoxSubscriptionFilms).values({ subscriptionId: sub!.id, filmId: picked.id });
    await db.insert(dreamBoxCategories).values({ name: 'unused' });
    const refused = await admin.delete(filmPath.href(picked.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('IN_USE');
    expect((await admin.get(filmPath.href(picked.id))).statusCode).toBe(200);
    await db.update(dreamBoxSubscriptions).set({ status: 'cancelled' }).where(eq(dreamBoxSubscriptions.id, sub!.id));
    expect((await admin.delete(filmPath.href(picked.id))).statusCode).toBe(200);
    expect(
      await db.select().from(dreamBoxSubscriptionFilms).where(eq(dreamBoxSubscriptionFilms.subscriptionId, sub!.id)),
    ).toEqual([]);
  });
});

describe('issue 13 admin films: hero editor', () => {
  it('ADM-FILM-08 loads the hero fields; ADM-FILM-10 saves them with an audit row; the film page shows the buttons', async () => {
    const film = await createFilm(store.database.db, { title: `Hero ${tag()}`, heroUrl: '/media/old.webp' });
    const loaded = await admin.get(filmHero.href(film.id));
    expect(loaded.json()).toEqual({
      heroUrl: '/media/old.webp',
      heroButtonText: null,
      heroButtonUrl: null,
      heroButtonText2: null,
      heroButtonUrl2: null,
    });
    const hero = {
      heroUrl: '/media/new.webp',
      heroButtonText: 'Shop now',
      heroButtonUrl: '/films',
      heroButtonText2: 'Watch',
      heroButtonUrl2: 'https://example.com/watch',
    };
    const saved = await admin.put(filmHero.href(film.id), hero);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(hero);
    const audit = await lastAudit(film.id);
    expect(audit).toMatchObject({ action: 'update', before: { heroUrl: '/media/old.webp' }, after: hero });
    const page = (await new TestClient(store.app).get(apiPaths.film.href(film.id))).json();
    expect(page).toMatchObject({
      heroUrl: '/media/new.webp',
      heroButtons: [
        { text: 'Shop now', url: '/films' },
        { text: 'Watch', url: 'https://example.com/watch' },
      ],
    });
    const bad = await admin.put(filmHero.href(film.id), { heroButtonUrl: 'javascript:void(0)' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['heroButtonUrl']);
    const cleared = await admin.put(filmHero.href(film.id), {});
    expect(cleared.json()).toEqual({
      heroUrl: null,
      heroButtonText: null,
      heroButtonUrl: null,
      heroButtonText2: null,
      heroButtonUrl2: null,
    });
  });
});

describe('issue 13 admin films: homepage films', () => {
  it('ADM-HFILM-04 ADM-HFILM-05 SF-HOME-05 the switch and the order reach the home carousel at once, warm caches included', async () => {
    const shopper = new TestClient(store.app);
    const db = store.database.db;
    const a = await createFilm(db, { title: `Home A ${tag()}`, showOnHomepage: true, homepageOrder: 1 });
    const b = await createFilm(db, { title: `Home B ${tag()}`, showOnHomepage: false, homepageOrder: 0 });
    // Warm every read first (home, /films, the admin list).
    expect(await homeFilms(shopper)).toContain(a.id);
    expect(await homeFilms(shopper)).not.toContain(b.id);

    const on = await admin.put(filmHomepage.href(b.id), { showOnHomepage: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: b.id, showOnHomepage: true, homepageOrder: 0 });
    const afterSwitch = await homeFilms(shopper);
    expect(afterSwitch.indexOf(b.id)).toBeLessThan(afterSwitch.indexOf(a.id));
    expect(await lastAudit(b.id)).toMatchObject({
      action: 'update',
      before: { showOnHomepage: false, homepageOrder: 0 },
      after: { showOnHomepage: true, homepageOrder: 0 },
    });

    const reordered = await admin.put(filmHomepage.href(b.id), { homepageOrder: 5 });
    expect(reordered.json()).toMatchObject({ showOnHomepage: true, homepageOrder: 5 });
    const afterOrder = await homeFilms(shopper);
    expect(afterOrder.indexOf(a.id)).toBeLessThan(afterOrder.indexOf(b.id));

    await admin.put(filmHomepage.href(b.id), { showOnHomepage: false });
    expect(await homeFilms(shopper)).not.toContain(b.id);
    await admin.put(filmHomepage.href(a.id), { showOnHomepage: false });
  });

  it('ADM-HFILM-03 the list counts the films on the homepage; bad bodies are 400s naming the field', async () => {
    const db = store.database.db;
    const before = ((await admin.get(filmsPath.href())).json() as AdminFilmList).homepageCount;
    const film = await createFilm(db, { title: `Count ${tag()}` });
    await admin.put(filmHomepage.href(film.id), { showOnHomepage: true });
    expect(((await admin.get(filmsPath.href())).json() as AdminFilmList).homepageCount).toBe(before + 1);
    for (const [body, field] of [
      [{}, 'showOnHomepage'],
      [{ homepageOrder: 1.5 }, 'homepageOrder'],
      [{ homepageOrder: 'first' }, 'homepageOrder'],
      [{ showOnHomepage: 'on' }, 'showOnHomepage'],
      [{ title: 'x' }, 'title'],
    ] as const) {
      const response = await admin.put(filmHomepage.href(film.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    await admin.put(filmHomepage.href(film.id), { showOnHomepage: false });
  });
});

const uploadPng = () => uploadPngAs(store, admin, { name: 'poster.png', width: 40, height: 60 });
const stored = (url: string) => isUploadStored(store, url);

describe('issue 13 admin films: uploads', () => {
  it('releases the upload a save replaced and the uploads of a deleted film; one another film uses is kept', async () => {
    const [first, second, shared] = [await uploadPng(), await uploadPng(), await uploadPng()];
    const film = await create({ title: `Uploads ${tag()}`, posterUrl: first.url, logoUrl: shared.url });
    const other = await create({ title: `Other ${tag()}`, logoUrl: shared.url });
    expect(await stored(first.url)).toBe(true);

    const replaced = await admin.request('PATCH', filmPath.href(film.id), { posterUrl: second.url });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await stored(first.url)).toBe(false);
    expect(await stored(second.url)).toBe(true);

    expect((await admin.delete(filmPath.href(film.id))).statusCode).toBe(200);
    expect(await stored(second.url)).toBe(false);
    expect(await stored(shared.url)).toBe(true);
    expect((await admin.delete(filmPath.href(other.id))).statusCode).toBe(200);
    expect(await stored(shared.url)).toBe(false);
  });
});
