import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ELEMENT_TITLE_OR_CONTENT,
  liveEventTypes,
  type AdminPageElement,
  type AdminPageElementList,
} from '@marquee/contracts';
import { customPages } from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createCategory, createFilm, createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
let admin: TestClient;
let productId: number;
let categoryId: number;
let filmId: number;

beforeAll(async () => {
  admin = await signInAdmin(store);
  const db = store.database.db;
  productId = (await createProduct(db)).id;
  categoryId = (await createCategory(db)).id;
  filmId = (await createFilm(db)).id;
  await db.insert(customPages).values({ slug: 'about-us', title: 'About', isPublished: true });
});

const create = (body: Record<string, unknown>) => admin.post(apiPaths.admin.pageElements.href(), body);
const created = async (body: Record<string, unknown>) => {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminPageElement;
};
const fields = (response: { json: () => unknown }) =>
  (response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
const storefront = (query: string) =>
  store.app.inject({ method: 'GET', url: `${apiPaths.pageElements.href()}?${query}` });
const titlesOn = async (query: string) =>
  ((await storefront(query)).json() as { title: string }[]).map((element) => element.title);
const homeTitles = async () =>
  (
    (await store.app.inject({ method: 'GET', url: apiPaths.home.href() })).json() as {
      elements: { title: string }[];
    }
  ).elements.map((element) => element.title);

const lastAudit = (resourceId: number) => lastAuditRow(store.database.db, 'page-elements', resourceId);

describe('page elements admin API', () => {
  it('R-03 answers 401 to a guest and 403 to a customer', async () => {
    const guest = new TestClient(store.app);
    expect((await guest.get(apiPaths.admin.pageElements.href())).statusCode).toBe(401);
    expect((await guest.post(apiPaths.admin.pageElements.href(), { title: 'x' })).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await customer.get(apiPaths.admin.pageElements.href())).statusCode).toBe(403);
    expect((await customer.post(apiPaths.admin.pageElements.href(), { title: 'x' })).statusCode).toBe(403);
  });

  it('ADM-ELEM-05 ADM-ELEM-06 a new element defaults to home, text, order 0, #3b82f6 / #ffffff / #000000, active', async () => {
    const element = await created({ title: 'Defaults', pageType: '', elementType: '' });
    expect(element).toMatchObject({
      pageType: 'home',
      pageId: null,
      elementType: 'text',
      elementOrder: 0,
      buttonColor: '#3b82f6',
      backgroundColor: '#ffffff',
      textColor: '#000000',
      isActive: true,
      isClickable: false,
      mediaUrl: null,
    });
    expect(await lastAudit(element.id)).toMatchObject({ action: 'create', before: null });
    await admin.delete(apiPaths.admin.pageElement.href(element.id));
  });

  it("ADM-ELEM-04 MSG-PAGE-04 'Please provide a title or content' names title when both are blank", async () => {
    const response = await create({ title: '  ', content: '' });
    expect(response.statusCode).toBe(400);
    expect(fields(response).title).toBe(ELEMENT_TITLE_OR_CONTENT);
    // Content alone is enough.
    const element = await created({ content: 'Only content' });
    await admin.delete(apiPaths.admin.pageElement.href(element.id));
  });

  it('validates colours, links, media and the page, each a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'T', buttonColor: 'blue' }, 'buttonColor'],
      [{ title: 'T', backgroundColor: '#fff' }, 'backgroundColor'],
      [{ title: 'T', textColor: '#12345g' }, 'textColor'],
      [{ title: 'T', isClickable: true, destinationUrl: 'javascript:alert(1)' }, 'destinationUrl'],
      [{ title: 'T', destinationUrl: 'http://plain.example/' }, 'destinationUrl'],
      [{ title: 'T', destinationUrl: '//evil.example/' }, 'destinationUrl'],
      [{ title: 'T', isClickable: true }, 'destinationUrl'],
      [{ title: 'T', elementType: 'button' }, 'destinationUrl'],
      [{ title: 'T', elementType: 'image', mediaUrl: 'javascript:alert(1)' }, 'mediaUrl'],
      [{ title: 'T', elementType: 'video' }, 'mediaUrl'],
      [{ title: 'T', elementType: 'banner' }, 'elementType'],
      [{ title: 'T', pageType: 'checkout' }, 'pageType'],
      [{ title: 'T', pageType: 'product' }, 'pageId'],
      [{ title: 'T', pageType: 'product', pageId: 'abc' }, 'pageId'],
      [{ title: 'T', pageType: 'product', pageId: '999999' }, 'pageId'],
      [{ title: 'T', pageType: 'category', pageId: '999999' }, 'pageId'],
      [{ title: 'T', pageType: 'film', pageId: '999999' }, 'pageId'],
      [{ title: 'T', pageType: 'custom', pageId: 'no-such-page' }, 'pageId'],
      [{ title: 'T', pageType: 'custom', pageId: 'Not A Slug' }, 'pageId'],
      [{ title: 'T', elementOrder: -1 }, 'elementOrder'],
      [{ title: 'T', elementOrder: 1.5 }, 'elementOrder'],
      [{ title: 'T', isActive: 'yes' }, 'isActive'],
      [{ title: 'T', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fields(response)), JSON.stringify(body)).toContain(field);
    }
  });

  it('ADM-ELEM-03 keeps the media URL only for image, video and gif; home has no page id; ids are stored as numbers', async () => {
    const text = await created({
      title: 'Text with media',
      elementType: 'text',
      mediaUrl: '/media/x.png',
      pageId: '5',
    });
    expect(text).toMatchObject({ mediaUrl: null, pageId: null });
    const video = await created({
      title: 'Video',
      elementType: 'video',
      mediaUrl: 'https://cdn.example/clip.mp4',
      pageType: 'product',
      pageId: `0${productId}`,
    });
    expect(video).toMatchObject({ mediaUrl: 'https://cdn.example/clip.mp4', pageId: String(productId) });
    const colours = await created({ title: 'Colours', buttonColor: '#AABBCC' });
    expect(colours.buttonColor).toBe('#aabbcc');
    for (const element of [text, video, colours]) await admin.delete(apiPaths.admin.pageElement.href(element.id));
  });

  it('R-42 the storefront shows only active elements of that page, in element_order, on every page type', async () => {
    const made = [
      await created({ title: 'P third', pageType: 'product', pageId: String(productId), elementOrder: 3 }),
      await created({ title: 'P first', pageType: 'product', pageId: String(productId), elementOrder: 1 }),
      await created({
        title: 'P hidden',
        pageType: 'product',
        pageId: String(productId),
        elementOrder: 2,
        isActive: false,
      }),
      await created({ title: 'C one', pageType: 'category', pageId: String(categoryId) }),
      await created({ title: 'Custom one', pageType: 'custom', pageId: 'about-us' }),
      await created({ title: 'Home later', elementOrder: 9 }),
      await created({ title: 'Home sooner', elementOrder: 4 }),
    ];
    expect(await titlesOn(`pageType=product&pageId=${productId}`)).toEqual(['P first', 'P third']);
    expect(await titlesOn(`pageType=category&pageId=${categoryId}`)).toEqual(['C one']);
    expect(await titlesOn('pageType=custom&pageId=about-us')).toEqual(['Custom one']);
    expect(await homeTitles()).toEqual(['Home sooner', 'Home later']);

    // Switched off: gone from the storefront; back on: there again.
    const hidden = made[2]!;
    await admin.put(apiPaths.admin.pageElement.href(hidden.id), {
      ...editable(hidden),
      isActive: true,
    });
    expect(await titlesOn(`pageType=product&pageId=${productId}`)).toEqual(['P first', 'P hidden', 'P third']);
    for (const element of made) await admin.delete(apiPaths.admin.pageElement.href(element.id));
    expect(await titlesOn(`pageType=product&pageId=${productId}`)).toEqual([]);
  });

  it('R-42 a film page shows its elements in its own payload, and the write announces filmsChanged too', async () => {
    const events: string[] = [];
    const unsubscribe = await store.app.liveEvents.subscribe((payload) => payload && events.push(payload));
    try {
      const element = await created({ title: 'On the film', pageType: 'film', pageId: String(filmId) });
      const film = (await store.app.inject({ method: 'GET', url: apiPaths.film.href(filmId) })).json() as {
        elements: { title: string }[];
      };
      expect(film.elements.map((e) => e.title)).toEqual(['On the film']);
      await expect
        .poll(() =>
          [liveEventTypes.contentChanged, liveEventTypes.filmsChanged].every((t) => events.some((e) => e.includes(t))),
        )
        .toBe(true);
      await admin.delete(apiPaths.admin.pageElement.href(element.id));
    } finally {
      unsubscribe();
    }
  });

  it('ADM-ELEM-01 lists by page type, page and element_order, filtered by page type; gets, updates (audit) and 404s', async () => {
    const made = [
      await created({ title: 'List home 2', elementOrder: 2 }),
      await created({ title: 'List product', pageType: 'product', pageId: String(productId) }),
      await created({ title: 'List home 1', elementOrder: 1 }),
    ];
    const all = (await admin.get(apiPaths.admin.pageElements.href())).json() as AdminPageElementList;
    expect(all.items.map((e) => e.title)).toEqual(['List home 1', 'List home 2', 'List product']);
    const home = (
      await admin.get(`${apiPaths.admin.pageElements.href()}?pageType=product`)
    ).json() as AdminPageElementList;
    expect(home.items.map((e) => e.title)).toEqual(['List product']);
    expect((await admin.get(`${apiPaths.admin.pageElements.href()}?pageType=checkout`)).statusCode).toBe(400);

    const target = made[0]!;
    expect((await admin.get(apiPaths.admin.pageElement.href(target.id))).json()).toMatchObject({
      title: 'List home 2',
    });
    const updated = await admin.put(apiPaths.admin.pageElement.href(target.id), {
      ...editable(target),
      title: 'Renamed',
      backgroundColor: '#112233',
    });
    expect(updated.statusCode).toBe(200);
    const audit = await lastAudit(target.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ title: 'List home 2', backgroundColor: '#ffffff' });
    expect(audit!.after).toMatchObject({ title: 'Renamed', backgroundColor: '#112233' });

    for (const element of made)
      expect((await admin.delete(apiPaths.admin.pageElement.href(element.id))).statusCode).toBe(200);
    expect(await lastAudit(target.id)).toMatchObject({ action: 'delete', after: null });
    for (const response of [
      await admin.get(apiPaths.admin.pageElement.href(target.id)),
      await admin.put(apiPaths.admin.pageElement.href(target.id), { title: 'x' }),
      await admin.delete(apiPaths.admin.pageElement.href(target.id)),
    ])
      expect(response.statusCode).toBe(404);
  });

  it('issue 29 the Hebrew title, content and button text: written, returned, audited, served with the element (home and its page), kept when left out; too long is a 400 naming it', async () => {
    const element = await created({
      pageType: 'product',
      pageId: String(productId),
      elementType: 'button',
      title: 'Shop the film',
      destinationUrl: '/films',
      buttonText: 'Go',
      translations: { he: { title: ' לחנות הסרט ', content: '', buttonText: 'קדימה' } },
    });
    expect(element.translations).toEqual({ he: { title: 'לחנות הסרט', content: '', buttonText: 'קדימה' } });
    expect(await lastAuditRow(store.database.db, 'page-elements', element.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ translations: element.translations }),
    });
    const served = ((await storefront(`pageType=product&pageId=${productId}`)).json() as AdminPageElement[]).find(
      (row) => row.id === element.id,
    );
    expect(served?.translations).toEqual({ he: { title: 'לחנות הסרט', buttonText: 'קדימה' } });

    const kept = await admin.put(apiPaths.admin.pageElement.href(element.id), {
      pageType: 'product',
      pageId: String(productId),
      elementType: 'button',
      title: 'Shop the film',
      destinationUrl: '/films',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as AdminPageElement).translations.he.title).toBe('לחנות הסרט');

    for (const [translations, field] of [
      [{ he: { title: 'א'.repeat(201) } }, 'translations.he.title'],
      [{ he: { content: 'א'.repeat(5001) } }, 'translations.he.content'],
      [{ he: { buttonText: 'א'.repeat(101) } }, 'translations.he.buttonText'],
    ] as const) {
      const response = await create({ title: 'x', translations });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(fields(response)), field).toContain(field);
    }
  });
});

/** The writable fields of an element, as the form sends them back. */
function editable(element: AdminPageElement) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = element;
  return rest;
}
