import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPaths, localizedUrl, type Home } from '@marquee/contracts';
import { adminAuditLog, heroSlides, products } from '../../../db/schema/index.js';
import { heroSlides as seedSlides } from '../../../db/seed/data/merchandising.js';
import { seedHeroSlides } from '../../../db/seed/seed-store.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { signUp, TestClient, testStoreForFile } from '../../../test/app.js';
import { expectLiveEvent, liveEventsForFile } from '../../../test/live-events.js';
import { createProduct } from '../../../test/factories.js';
import { fakeWebDist } from '../../../test/web-dist.js';

/**
 * A stand-in for the web app's server entry (its contract as in page-route.test.ts): the home page
 * draws the hero titles in the page's language (SF-HERO-08: the language, then English) and the
 * home sections with their products, from the same /api/home the real entry reads.
 */
const FAKE_RENDER_ENTRY = `
export async function render({ url, language, fetch, markup }) {
  const home = await (await fetch('/api/home')).json();
  const title = (slide) => (slide.translations[language] && slide.translations[language].title) || slide.title;
  const html =
    home.heroSlides.map((slide) => '<h2 class="slide">' + title(slide) + '</h2>').join('') +
    home.sections.map((s) => '<section><h3>' + s.title + '</h3>' + s.products.map((p) => '<p>' + p.title + '</p>').join('') + '</section>').join('');
  return {
    kind: 'page',
    status: 200,
    meta: { title: 'Marquee', description: 'Film merchandise.' },
    modules: [],
    markup: markup
      ? { language, direction: language === 'he' ? 'rtl' : 'ltr', html, state: JSON.stringify({ router: { loaderData: {}, actionData: null }, queries: {} }) }
      : null,
    cacheable: markup && url.split('?')[0] === '/',
  };
}
`;

const store = testStoreForFile({ webDist: fakeWebDist({ renderEntry: FAKE_RENDER_ENTRY }) });
const events = liveEventsForFile(store);
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  admin = await signInAdmin(store);
  customer = new TestClient(store.app);
  await signUp(customer);
  // The seed's default slides, inserted by the seed's own step: ordinary rows.
  await seedHeroSlides(store.database.db);
}, 60_000);

const { homeSections: sectionsPath, homeSection, heroSlides: slidesPath, heroSlide } = apiPaths.admin;
const tag = () => Math.random().toString(36).slice(2, 8);

const home = async () => (await new TestClient(store.app).get(apiPaths.home.href())).json() as Home;
/** The home page in `language`, at its address in it (`/he`, decision 099). */
const homePage = (language: 'en' | 'he' = 'en') =>
  store.app.inject({ method: 'GET', url: localizedUrl(language, '/') });

const lastAudit = (resource: string, id: number) => lastAuditRow(store.database.db, resource, id);

const expectContentEvent = (since: number) => expectLiveEvent(events, 'content-changed', since);

/** A 400 whose fields name `field` (or a part of it, e.g. `products.0.sortOrder`). */
function expect400(response: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const named = Object.keys((response.json() as { error: { fields: Record<string, string> } }).error.fields);
  expect(
    named.some((name) => name === field || name.startsWith(`${field}.`)),
    `${named.join(', ')} names ${field}`,
  ).toBe(true);
}

describe('admin home sections and hero slides: access (R-03)', () => {
  it.each([
    ['GET', sectionsPath.href()],
    ['POST', sectionsPath.href()],
    ['GET', homeSection.href(1)],
    ['PUT', homeSection.href(1)],
    ['DELETE', homeSection.href(1)],
    ['GET', slidesPath.href()],
    ['POST', slidesPath.href()],
    ['PUT', heroSlide.href(1)],
    ['DELETE', heroSlide.href(1)],
  ] as const)('%s %s answers 401 to a guest and 403 to a customer', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined;
    expect((await new TestClient(store.app).request(method, url, body)).statusCode).toBe(401);
    expect((await customer.request(method, url, body)).statusCode).toBe(403);
  });
});

describe('admin home sections (ADM-HSEC-01..04, R-32, SF-HOME-07/08)', () => {
  it('ADM-HSEC-04 R-32 saves the chosen products in sort order; the home page shows them, limited by max display', async () => {
    const db = store.database.db;
    const [a, b, c, d] = await Promise.all(
      ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => createProduct(db, { title: `${name} ${tag()}` })),
    );
    const title = `Staff picks ${tag()}`;
    let since = events.length;
    const created = await admin.post(sectionsPath.href(), {
      title: `  ${title} `,
      description: 'Chosen by the team',
      sectionOrder: -5,
      maxProductsDisplay: 3,
      isActive: true,
      // Out of order, with a duplicate: read by sortOrder, the duplicate collapsed.
      products: [
        { productId: c!.id, sortOrder: 2 },
        { productId: a!.id, sortOrder: 0 },
        { productId: b!.id, sortOrder: 1 },
        { productId: a!.id, sortOrder: 5 },
        { productId: d!.id, sortOrder: 3 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json();
    expect(section).toMatchObject({
      title,
      description: 'Chosen by the team',
      sectionOrder: -5,
      maxProductsDisplay: 3,
      isActive: true,
      productCount: 4,
      products: [
        { id: a!.id, title: a!.title, archived: false, imageUrl: expect.stringContaining('/media/test/') },
        { id: b!.id },
        { id: c!.id },
        { id: d!.id },
      ],
    });
    expect(await lastAudit('home-sections', section.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ title, productIds: [a!.id, b!.id, c!.id, d!.id] }),
    });
    await expectContentEvent(since);

    // The home page: first (order -5), three products in sort order (max display 3).
    let shown = (await home()).sections[0]!;
    expect(shown).toMatchObject({ id: section.id, title, description: 'Chosen by the team' });
    expect(shown.products.map((p) => p.id)).toEqual([a!.id, b!.id, c!.id]);

    // Reorder and replace the products; an archived product is skipped before the limit.
    since = events.length;
    const updated = await admin.put(homeSection.href(section.id), {
      title,
      description: 'Chosen by the team',
      sectionOrder: -5,
      maxProductsDisplay: 3,
      products: [
        { productId: d!.id, sortOrder: 0 },
        { productId: c!.id, sortOrder: 1 },
        { productId: a!.id, sortOrder: 2 },
        { productId: b!.id, sortOrder: 3 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().products.map((p: { id: number }) => p.id)).toEqual([d!.id, c!.id, a!.id, b!.id]);
    expect(await lastAudit('home-sections', section.id)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ productIds: [a!.id, b!.id, c!.id, d!.id] }),
      after: expect.objectContaining({ productIds: [d!.id, c!.id, a!.id, b!.id] }),
    });
    await expectContentEvent(since);
    shown = (await home()).sections[0]!;
    expect(shown.products.map((p) => p.id)).toEqual([d!.id, c!.id, a!.id]);

    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, c!.id));
    shown = (await home()).sections[0]!;
    expect(shown.products.map((p) => p.id)).toEqual([d!.id, a!.id, b!.id]);
    const detail = (await admin.get(homeSection.href(section.id))).json();
    expect(detail.products.find((p: { id: number }) => p.id === c!.id)).toMatchObject({ archived: true });

    // An inactive section leaves the home page; deleting it removes it and its products.
    await admin.put(homeSection.href(section.id), {
      title,
      isActive: false,
      products: [{ productId: a!.id, sortOrder: 0 }],
    });
    expect((await home()).sections.map((s) => s.id)).not.toContain(section.id);
    since = events.length;
    const deleted = await admin.delete(homeSection.href(section.id));
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit('home-sections', section.id)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ title, productIds: [a!.id] }),
    });
    await expectContentEvent(since);
    expect((await admin.get(homeSection.href(section.id))).statusCode).toBe(404);
  });

  it('ADM-HSEC-03 a new section defaults to order 0, max products 10, active; ADM-HSEC-02 the list is by order with product counts', async () => {
    const db = store.database.db;
    const product = await createProduct(db);
    const created = await admin.post(sectionsPath.href(), { title: `Defaults ${tag()}` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      description: '',
      sectionOrder: 0,
      maxProductsDisplay: 10,
      isActive: true,
      productCount: 0,
      products: [],
    });
    // A section with no products is hidden (SF-HOME-08).
    expect((await home()).sections.map((s) => s.id)).not.toContain(created.json().id);

    const later = await admin.post(sectionsPath.href(), {
      title: `Later ${tag()}`,
      sectionOrder: 7,
      products: [{ productId: product.id, sortOrder: 0 }],
    });
    const earlier = await admin.post(sectionsPath.href(), { title: `Earlier ${tag()}`, sectionOrder: -1 });
    const list = (await admin.get(sectionsPath.href())).json() as Array<{
      id: number;
      sectionOrder: number;
      productCount: number;
    }>;
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(earlier.json().id)).toBeLessThan(ids.indexOf(created.json().id));
    expect(ids.indexOf(created.json().id)).toBeLessThan(ids.indexOf(later.json().id));
    expect(list.find((row) => row.id === later.json().id)).toMatchObject({ sectionOrder: 7, productCount: 1 });
    for (const response of [created, later, earlier]) await admin.delete(homeSection.href(response.json().id));
  });

  it('every rule is a 400 naming the field; unknown ids are 404s; nothing is written', async () => {
    const db = store.database.db;
    const product = await createProduct(db);
    const archived = await createProduct(db, { archivedAt: new Date() });
    const [{ n: before } = { n: 0 }] = await db.select({ n: count() }).from(adminAuditLog);
    for (const [body, field] of [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 7 }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'x', maxProductsDisplay: 0 }, 'maxProductsDisplay'],
      [{ title: 'x', maxProductsDisplay: 2.5 }, 'maxProductsDisplay'],
      [{ title: 'x', sectionOrder: 'first' }, 'sectionOrder'],
      [{ title: 'x', sectionOrder: 1.5 }, 'sectionOrder'],
      [{ title: 'x', isActive: 'yes' }, 'isActive'],
      [{ title: 'x', products: 'all' }, 'products'],
      [{ title: 'x', products: [{ productId: product.id }] }, 'products'],
      [{ title: 'x', products: [{ productId: 999_999, sortOrder: 0 }] }, 'products'],
      [{ title: 'x', products: [{ productId: archived.id, sortOrder: 0 }] }, 'products'],
      [{ title: 'x', section_order: 1 }, 'section_order'],
    ] as const) {
      expect400(await admin.post(sectionsPath.href(), body), field);
    }
    const [{ n: after } = { n: 0 }] = await db.select({ n: count() }).from(adminAuditLog);
    expect(after).toBe(before);
    expect((await admin.get(homeSection.href(999_999))).statusCode).toBe(404);
    expect((await admin.put(homeSection.href(999_999), { title: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(homeSection.href(999_999))).statusCode).toBe(404);
  });

  it('issue 29 the Hebrew title and description: written, returned (blank as empty), audited, on the home payload; kept when left out; too long is a 400 naming it', async () => {
    const product = await createProduct(store.database.db, { title: `Hebrew shelf ${tag()}` });
    const title = `Shelf ${tag()}`;
    const created = await admin.post(sectionsPath.href(), {
      title,
      products: [{ productId: product.id, sortOrder: 0 }],
      translations: { he: { title: ' מדף חדש ', description: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json();
    expect(section.translations).toEqual({ he: { title: 'מדף חדש', description: '' } });
    expect(await lastAudit('home-sections', section.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ translations: { he: { title: 'מדף חדש' } } }),
    });
    const onHome = (await home()).sections.find((row) => row.id === section.id);
    expect(onHome).toMatchObject({ title, translations: { he: { title: 'מדף חדש' } } });

    const kept = await admin.put(homeSection.href(section.id), {
      title,
      products: [{ productId: product.id, sortOrder: 0 }],
    });
    expect(kept.json().translations.he.title).toBe('מדף חדש');
    expect(
      (await admin.get(sectionsPath.href())).json().find((row: { id: number }) => row.id === section.id),
    ).toMatchObject({ translations: { he: { title: 'מדף חדש', description: '' } } });

    expect400(
      await admin.post(sectionsPath.href(), { title, translations: { he: { title: 'א'.repeat(121) } } }),
      'translations.he.title',
    );
    expect400(
      await admin.put(homeSection.href(section.id), { title, translations: { he: { description: 'א'.repeat(1001) } } }),
      'translations.he.description',
    );
    expect400(
      await admin.post(sectionsPath.href(), { title, translations: { en: { title: 'x' } } }),
      'translations.en',
    );
  });
});

describe('admin hero slides (ADM-HERO-01..05, R-38, spec D-09/D-10, SF-HERO-08)', () => {
  it('ADM-HERO-05 R-38 saving a seeded default slide updates it in place; its Hebrew title reaches the home payload and the rendered Hebrew page, the cached page forgotten', async () => {
    const slides = (await admin.get(slidesPath.href())).json() as Array<{
      id: number;
      title: string;
      orderIndex: number;
    }>;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    // ADM-HERO-01: by order_index.
    const orders = slides.map((s) => s.orderIndex);
    expect([...orders].sort((x, y) => x - y)).toEqual(orders);
    const seeded = slides.find((s) => s.title === seedSlides[0]!.title)!;

    // Warm the page cache in both languages.
    expect((await homePage('he')).body).toContain(`<h2 class="slide">${seedSlides[0]!.translations.he.title}</h2>`);
    expect((await homePage('en')).body).toContain(`<h2 class="slide">${seedSlides[0]!.title}</h2>`);

    const [{ n: countBefore } = { n: 0 }] = await store.database.db.select({ n: count() }).from(heroSlides);
    const hebrew = `כותרת חדשה ${tag()}`;
    const since = events.length;
    const saved = await admin.put(heroSlide.href(seeded.id), {
      title: seedSlides[0]!.title,
      subtitle: seedSlides[0]!.subtitle,
      description: seedSlides[0]!.description,
      imageUrl: '/media/demo/hero-now-showing.webp',
      buttonText: 'Browse films',
      secondButtonText: 'Shop all products',
      destinationUrl: '/films',
      secondButtonUrl: 'https://example.com/trailer',
      buttonColor: '#abc',
      gradient: 'from-black/80 via-black/40 to-transparent',
      translations: { he: { ...seedSlides[0]!.translations.he, title: `  ${hebrew} `, subtitle: '' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: seeded.id,
      orderIndex: seeded.orderIndex,
      secondButtonUrl: 'https://example.com/trailer',
      buttonColor: '#abc',
      translations: { he: { title: hebrew, subtitle: '', button1_url: '/films' } },
    });
    const [{ n: countAfter } = { n: 0 }] = await store.database.db.select({ n: count() }).from(heroSlides);
    expect(countAfter).toBe(countBefore);
    expect(await lastAudit('hero-slides', seeded.id)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({
        translations: expect.objectContaining({
          he: expect.objectContaining({ title: seedSlides[0]!.translations.he.title }),
        }),
      }),
      after: expect.objectContaining({ translations: { he: expect.objectContaining({ title: hebrew }) } }),
    });
    await expectContentEvent(since);

    // The storefront: the Hebrew title in the payload (a blank Hebrew subtitle falls back to English) and on the page.
    const slide = (await home()).heroSlides.find((s) => s.id === seeded.id)!;
    expect(slide.translations.he).toMatchObject({ title: hebrew });
    expect(slide.translations.he!.subtitle).toBeUndefined();
    expect(slide).toMatchObject({ secondButtonUrl: 'https://example.com/trailer', buttonColor: '#abc' });
    await expect
      .poll(async () => (await homePage('he')).body, { timeout: 2000 })
      .toContain(`<h2 class="slide">${hebrew}</h2>`);
    expect((await homePage('en')).body).toContain(`<h2 class="slide">${seedSlides[0]!.title}</h2>`);

    // Translations left out are kept (ADM-HERO-04); put the seed's texts back.
    const kept = await admin.put(heroSlide.href(seeded.id), {
      title: seedSlides[0]!.title,
      buttonText: 'Browse films',
    });
    expect(kept.json()).toMatchObject({ translations: { he: { title: hebrew } }, destinationUrl: '', buttonColor: '' });
    await admin.put(heroSlide.href(seeded.id), {
      ...seedSlides[0]!,
      imageUrl: '/media/demo/hero-now-showing.webp',
      slug: undefined,
      art: undefined,
    });
  });

  it('ADM-HERO-03 a new slide goes after the others (count + 1) with the default gradient; deleting it removes it from the home page', async () => {
    const before = ((await admin.get(slidesPath.href())).json() as unknown[]).length;
    const title = `Sale ${tag()}`;
    let since = events.length;
    const created = await admin.post(slidesPath.href(), { title, subtitle: null, description: 'Big sale' });
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json();
    expect(slide).toMatchObject({
      title,
      subtitle: '',
      description: 'Big sale',
      orderIndex: before + 1,
      gradient: 'from-purple-900 via-blue-900 to-indigo-900',
      destinationUrl: '',
      buttonColor: '',
      translations: { he: { title: '' } },
    });
    expect(await lastAudit('hero-slides', slide.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ title }),
    });
    await expectContentEvent(since);
    const shown = (await home()).heroSlides;
    expect(shown.at(-1)).toMatchObject({ id: slide.id, title });

    const placed = await admin.post(slidesPath.href(), { title: `${title} first`, orderIndex: 0 });
    expect(placed.json().orderIndex).toBe(0);
    expect((await home()).heroSlides[0]!.id).toBe(placed.json().id);

    since = events.length;
    for (const id of [slide.id, placed.json().id])
      expect((await admin.delete(heroSlide.href(id))).statusCode).toBe(200);
    expect(await lastAudit('hero-slides', slide.id)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ title }),
    });
    await expectContentEvent(since);
    expect((await home()).heroSlides.map((s) => s.id)).not.toContain(slide.id);
    expect((await admin.delete(heroSlide.href(slide.id))).statusCode).toBe(404);
    expect((await admin.put(heroSlide.href(slide.id), { title })).statusCode).toBe(404);
  });

  it('ADM-HERO-04 spec D-10 every field is checked: URLs are site paths or https, never javascript:; colours; preset gradients; translations an object', async () => {
    for (const [body, field] of [
      [{ destinationUrl: 'javascript:alert(1)' }, 'destinationUrl'],
      [{ destinationUrl: 'http://example.com' }, 'destinationUrl'],
      [{ secondButtonUrl: '//evil.example' }, 'secondButtonUrl'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ buttonColor: 'red' }, 'buttonColor'],
      [{ buttonColor: '#12345' }, 'buttonColor'],
      [{ gradient: 'bg-[url(javascript:alert(1))]' }, 'gradient'],
      [{ orderIndex: -1 }, 'orderIndex'],
      [{ orderIndex: 1.5 }, 'orderIndex'],
      [{ title: 7 }, 'title'],
      [{ translations: 'he' }, 'translations'],
      [{ translations: { en: { title: 'x' } } }, 'translations'],
      [{ translations: { he: { button1_url: 'javascript:alert(1)' } } }, 'translations.he.button1_url'],
      [{ translations: { he: { title: 7 } } }, 'translations.he.title'],
      [{ destination_url: '/films' }, 'destination_url'],
    ] as const) {
      expect400(await admin.post(slidesPath.href(), body), field);
    }
  });
});
