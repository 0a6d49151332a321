import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type MediaItem } from '@marquee/contracts';
import { adminAuditLog, currencies, mediaAssets, siteSettings } from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createProduct } from '../../../test/factories.js';
import { postUploads, solidPng } from '../../../test/uploads.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
  await store.database.db.insert(currencies).values([
    { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, sortOrder: 0 },
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93, sortOrder: 1 },
    { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79, sortOrder: 2 },
  ]);
});

const {
  settings,
  announcement,
  siteLogo,
  themeColors,
  socialLinks,
  currencies: currenciesPath,
  currency,
} = apiPaths.admin;
const publicSettings = async () => (await store.app.inject({ method: 'GET', url: apiPaths.settings.href() })).json();
const patch = (url: string, body: unknown) => admin.request('PATCH', url, body);

const lastAudit = (resource: string) => lastAuditRow(store.database.db, resource);

async function settingRows(key: string) {
  return store.database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, key));
}

/** Each field in `cases` is refused with a 400 naming exactly that field, and nothing is stored. */
async function expectRefused(url: string, valid: Record<string, unknown>, cases: Array<[string, unknown]>) {
  for (const [field, value] of cases) {
    const response = await admin.put(url, { ...valid, [field]: value });
    expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
    expect(Object.keys(response.json().error.fields), `${field}=${JSON.stringify(value)}`).toEqual([field]);
  }
}

const ANNOUNCEMENT = {
  enabled: true,
  message: 'Free shipping over $85',
  background_color: '#1d4ed8',
  text_color: '#ffffff',
};

describe('issue 14 admin settings: access', () => {
  it('R-03 SET-02 refuses guests (401) and customers (403) on every settings route, and stores nothing', async () => {
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const routes = [
      ['GET', settings.href(), undefined],
      ['PUT', announcement.href(), ANNOUNCEMENT],
      ['PUT', siteLogo.href(), { url: '/media/x.png', alt: 'x', width: 10, height: 10 }],
      ['PUT', themeColors.href(), { primary: '#000000', secondary: '#000000', accent: '#000000' }],
      ['PUT', socialLinks.href(), { links: [] }],
      ['GET', currenciesPath.href(), undefined],
      ['PATCH', currency.href('EUR'), { rate: 5 }],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await settingRows('announcement_bar')).toEqual([]);
    const [eur] = await store.database.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    expect(eur?.rate).toBe(0.93);
  });
});

describe('issue 14 admin settings: announcements', () => {
  it('ADM-ANN-04 spec D-08 the tab reads the defaults when nothing is stored (the message names $85, not $75)', async () => {
    const read = (await admin.get(settings.href())).json();
    expect(read.announcementBar).toEqual({
      enabled: false,
      message: 'Free shipping on orders over $85 — limited time only!',
      background_color: '#8b5cf6',
      text_color: '#ffffff',
      translations: {},
    });
    expect(read.theme).toEqual({ primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' });
    expect(read.siteLogo).toBeNull();
    expect(read.socialLinks).toEqual([]);
  });

  it('ADM-ANN-01 each bad field is a 400 naming it: colours #rrggbb, message at most 300 characters, enabled a boolean', async () => {
    await expectRefused(announcement.href(), ANNOUNCEMENT, [
      ['background_color', 'red'],
      ['background_color', '#fff'],
      ['text_color', '#12345g'],
      ['text_color', 'url(javascript:alert(1))'],
      ['message', 'x'.repeat(301)],
      ['message', 42],
      ['enabled', 'yes'],
      ['extra', 1],
    ]);
    const missing = await admin.put(announcement.href(), { enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['background_color', 'message', 'text_color']);
    expect(await settingRows('announcement_bar')).toEqual([]);
  });

  it('ADM-ANN-03 SET-02 SET-06 saving upserts one announcement_bar row, audits it and the storefront settings follow', async () => {
    const first = await admin.put(announcement.href(), {
      ...ANNOUNCEMENT,
      message: '  Padded  ',
      text_color: '#FFFFFF',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...ANNOUNCEMENT, message: 'Padded', translations: {} });
    const created = await lastAudit('settings/announcement_bar');
    expect(created).toMatchObject({ action: 'create', resourceId: 'announcement_bar', before: null });

    const message = 'x'.repeat(300);
    const second = await admin.put(announcement.href(), { ...ANNOUNCEMENT, message });
    expect(second.statusCode).toBe(200);
    const rows = await settingRows('announcement_bar');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.settingValue).toEqual({ ...ANNOUNCEMENT, message, translations: {} });
    expect(await lastAudit('settings/announcement_bar')).toMatchObject({
      action: 'update',
      before: { ...ANNOUNCEMENT, message: 'Padded', translations: {} },
      after: { ...ANNOUNCEMENT, message, translations: {} },
    });
    expect((await publicSettings()).announcementBar).toEqual({ ...ANNOUNCEMENT, message, translations: {} });
  });

  it('issue 29 the Hebrew message: written, returned, audited, in the public settings; kept when left out; too long is a 400 naming it', async () => {
    const hebrew = { ...ANNOUNCEMENT, translations: { he: { message: ' משלוח חינם ' } } };
    const saved = await admin.put(announcement.href(), hebrew);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations).toEqual({ he: { message: 'משלוח חינם' } });
    expect(await lastAudit('settings/announcement_bar')).toMatchObject({
      after: expect.objectContaining({ translations: { he: { message: 'משלוח חינם' } } }),
    });
    expect((await publicSettings()).announcementBar.translations).toEqual({ he: { message: 'משלוח חינם' } });
    expect((await admin.get(settings.href())).json().announcementBar.translations).toEqual({
      he: { message: 'משלוח חינם' },
    });

    const kept = await admin.put(announcement.href(), { ...ANNOUNCEMENT, message: 'Changed' });
    expect(kept.json().translations).toEqual({ he: { message: 'משלוח חינם' } });
    const cleared = await admin.put(announcement.href(), { ...ANNOUNCEMENT, translations: { he: { message: '' } } });
    expect(cleared.json().translations).toEqual({});

    const long = await admin.put(announcement.href(), {
      ...ANNOUNCEMENT,
      translations: { he: { message: 'א'.repeat(301) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ 'translations.he.message': 'Message must have at most 300 characters' });
  });
});

describe('issue 14 admin settings: theme colours', () => {
  const THEME = { primary: '#1d4ed8', secondary: '#be185d', accent: '#0e7490' };

  it('ADM-SITE-04 each colour must be #rrggbb (400 naming it)', async () => {
    await expectRefused(themeColors.href(), THEME, [
      ['primary', 'blue'],
      ['secondary', '#abc'],
      ['accent', '#0e7490;background:url(x)'],
      ['accent', null],
    ]);
  });

  it('ADM-SITE-04 R-31 stores theme_colors (lower-cased), audits it and the storefront settings carry them', async () => {
    const response = await admin.put(themeColors.href(), { ...THEME, primary: '#1D4ED8' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(THEME);
    expect((await settingRows('theme_colors'))[0]!.settingValue).toEqual(THEME);
    expect(await lastAudit('settings/theme_colors')).toMatchObject({ after: THEME });
    expect((await publicSettings()).theme).toEqual(THEME);
  });

  it('R-31 a stored theme that is not #rrggbb falls back to the defaults (it is written into the page)', async () => {
    await store.database.db
      .update(siteSettings)
      .set({ settingValue: { primary: 'red;}', secondary: '#000000', accent: '#000000' } })
      .where(eq(siteSettings.settingKey, 'theme_colors'));
    expect((await publicSettings()).theme).toEqual({ primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' });
  });
});

/** An image upload as the logo's image-only control sends it. */
const uploadImage = (client: TestClient, file: { name: string; content: Buffer }) =>
  postUploads(store, client, [{ ...file, type: 'image/png' }], { query: { kind: 'image' } });

const storageKey = (url: string) => url.split('/').pop()!;

const png = (width: number, height: number) => solidPng(width, height, { r: 20, g: 30, b: 160 });

describe('issue 14 admin settings: site logo', () => {
  it('ADM-SITE-02 SET-04 MSG-SET-05 alt defaults to Site Logo, width and height fall back to 150 and 50 when not numbers', async () => {
    const response = await admin.put(siteLogo.href(), {
      url: 'https://cdn.example.com/logo.png',
      alt: ' ',
      width: 'wide',
      height: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: 'https://cdn.example.com/logo.png',
      alt: 'Site Logo',
      width: 150,
      height: 50,
    });
    const numeric = await admin.put(siteLogo.href(), {
      url: 'https://cdn.example.com/logo.png',
      width: '120',
      height: 40,
    });
    expect(numeric.json()).toEqual({
      url: 'https://cdn.example.com/logo.png',
      alt: 'Site Logo',
      width: 120,
      height: 40,
    });
    expect((await publicSettings()).siteLogo).toEqual(numeric.json());
  });

  it('ADM-SITE-02 R-29 the URL must be an upload (/media/…) or https; sides whole 1..1000 (400 naming the field)', async () => {
    const valid = { url: '/media/uploads/logo.png', alt: 'Logo', width: 150, height: 50 };
    await expectRefused(siteLogo.href(), valid, [
      ['url', 'javascript:alert(1)'],
      ['url', 'http://example.com/logo.png'],
      ['url', '//evil.example/logo.png'],
      ['url', '/admin'],
      ['url', '/media/../etc/passwd'],
      ['width', 0],
      ['width', 1001],
      ['height', 12.5],
      ['height', -3],
      ['alt', 'a'.repeat(201)],
    ]);
  });

  it('ADM-SITE-03 R-29 R-30 an uploaded logo is saved and shown; replacing it releases the old file; over 5 MB is refused', async () => {
    const first = await uploadImage(admin, { name: 'logo-one.png', content: await png(300, 100) });
    expect(first.statusCode, first.body).toBe(201);
    const [one] = (first.json() as { items: MediaItem[] }).items;
    const saved = await admin.put(siteLogo.href(), { url: one!.url, alt: 'Marquee', width: 150, height: 50 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicSettings()).siteLogo).toEqual({ url: one!.url, alt: 'Marquee', width: 150, height: 50 });
    expect(await lastAudit('settings/site_logo')).toMatchObject({ after: { url: one!.url, alt: 'Marquee' } });

    expect(existsSync(path.join(store.config.mediaDir, 'uploads', storageKey(one!.url)))).toBe(true);
    const second = await uploadImage(admin, { name: 'logo-two.png', content: await png(200, 100) });
    const [two] = (second.json() as { items: MediaItem[] }).items;
    expect(
      (await admin.put(siteLogo.href(), { url: two!.url, alt: 'Marquee', width: 150, height: 50 })).statusCode,
    ).toBe(200);
    const oneRows = await store.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.storageKey, storageKey(one!.url)));
    expect(oneRows).toEqual([]);
    expect(existsSync(path.join(store.config.mediaDir, 'uploads', storageKey(one!.url)))).toBe(false);
    const twoRows = await store.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.storageKey, storageKey(two!.url)));
    expect(twoRows).toHaveLength(1);

    // the upload route itself enforces the 5 MB limit the hint names.
    const huge = await uploadImage(admin, {
      name: 'huge.png',
      content: Buffer.concat([await png(10, 10), randomBytes(5 * 1024 * 1024 + 10)]),
    });
    expect([400, 413]).toContain(huge.statusCode);

    // A blank URL removes the logo: the storefront shows the brand name (SET-08's fallback).
    expect((await admin.put(siteLogo.href(), { url: '', width: 150, height: 50 })).statusCode).toBe(200);
    expect((await publicSettings()).siteLogo).toBeNull();
  });
});

describe('issue 14 admin settings: social links', () => {
  it('ADM-SOC-02 only the six platforms, https URLs and at most 20 links (400 naming links.N.field)', async () => {
    const cases: Array<[unknown, string]> = [
      [[{ type: 'myspace', url: 'https://myspace.com/m' }], 'links.0.type'],
      [
        [
          { type: 'x', url: 'https://x.com/m' },
          { type: 'facebook', url: 'http://facebook.com/m' },
        ],
        'links.1.url',
      ],
      [[{ type: 'youtube', url: 'javascript:alert(1)' }], 'links.0.url'],
      [[{ type: 'tiktok', url: 'not a url' }], 'links.0.url'],
      [Array.from({ length: 21 }, () => ({ type: 'x', url: 'https://x.com/m' })), 'links'],
      ['facebook', 'links'],
    ];
    for (const [links, field] of cases) {
      const response = await admin.put(socialLinks.href(), { links });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toEqual([field]);
    }
    expect(await settingRows('social_links')).toEqual([]);
  });

  it('ADM-SOC-03 SET-05 SF-FTR-03 saves the list of {type, url}, audits it; an empty list clears the footer (R-28)', async () => {
    const links = [
      { type: 'instagram', url: 'https://instagram.com/marquee' },
      { type: 'tiktok', url: 'https://www.tiktok.com/@marquee' },
    ];
    const response = await admin.put(socialLinks.href(), { links });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(links);
    expect((await settingRows('social_links'))[0]!.settingValue).toEqual(links);
    expect(await lastAudit('settings/social_links')).toMatchObject({ before: null, after: links });
    expect((await publicSettings()).socialLinks).toEqual(links);
    expect((await admin.get(settings.href())).json().socialLinks).toEqual(links);

    expect((await admin.put(socialLinks.href(), { links: [] })).statusCode).toBe(200);
    expect((await publicSettings()).socialLinks).toEqual([]);
  });
});

describe('issue 14 admin currencies (R-20)', () => {
  beforeEach(async () => {
    await store.database.db.update(currencies).set({ isOffered: true });
    await store.database.db.update(currencies).set({ rate: 0.93 }).where(eq(currencies.code, 'EUR'));
  });

  it('ADM-SITE-06 lists every currency with its rate and whether it is offered', async () => {
    await store.database.db.update(currencies).set({ isOffered: false }).where(eq(currencies.code, 'GBP'));
    expect((await admin.get(currenciesPath.href())).json()).toEqual([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, isOffered: true },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93, isOffered: true },
      { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79, isOffered: false },
    ]);
  });

  it('ADM-SITE-06 a rate must be above 0 with at most 6 decimals; USD stays 1 and offered; unknown codes 404', async () => {
    for (const rate of [0, -1, 'abc', 1.1234567, 2_000_000, null]) {
      const response = await patch(currency.href('EUR'), { rate });
      expect(response.statusCode, JSON.stringify(rate)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['rate']);
    }
    const offered = await patch(currency.href('EUR'), { isOffered: 'no' });
    expect(Object.keys(offered.json().error.fields)).toEqual(['isOffered']);
    expect((await patch(currency.href('EUR'), {})).statusCode).toBe(400);
    const usdOff = await patch(currency.href('USD'), { isOffered: false });
    expect(usdOff.statusCode).toBe(400);
    expect(Object.keys(usdOff.json().error.fields)).toEqual(['isOffered']);
    const usdRate = await patch(currency.href('USD'), { rate: 2 });
    expect(usdRate.statusCode).toBe(400);
    expect(Object.keys(usdRate.json().error.fields)).toEqual(['rate']);
    expect((await patch(currency.href('XYZ'), { rate: 2 })).statusCode).toBe(404);
    expect((await patch(currency.href('eur'), { rate: 2 })).statusCode).toBe(400);
    const [eur] = await store.database.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    expect(eur?.rate).toBe(0.93);
  });

  it('R-20 R-44 a new rate reaches /api/currencies and the checkout quote and charge; it is audited', async () => {
    const response = await patch(currency.href('EUR'), { rate: 1.123456 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'EUR', name: 'Euro', symbol: '€', rate: 1.123456, isOffered: true });
    const list = (await store.app.inject({ method: 'GET', url: apiPaths.currencies.href() })).json();
    expect(list.find((c: { code: string }) => c.code === 'EUR').rate).toBe(1.123456);
    const [audit] = await store.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.resource, 'currencies'), eq(adminAuditLog.resourceId, 'EUR')))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', before: { rate: 0.93 }, after: { rate: 1.123456 } });

    const shopper = new TestClient(store.app);
    const product = await createProduct(store.database.db, { priceCents: 10000, stockQuantity: 5 });
    expect((await shopper.post(apiPaths.cartItems.href(), { productId: product.id, quantity: 1 })).statusCode).toBe(
      200,
    );
    const quote = (await shopper.post(apiPaths.checkoutQuote.href(), { currency: 'EUR' })).json();
    // 100.00 USD × 1.123456 = 112.35 EUR (amount × rate, R-44).
    expect(quote.charge).toMatchObject({ currency: 'EUR', rate: 1.123456, lineTotals: [11235] });
    expect(quote.display).toMatchObject({ currency: 'EUR' });
  });

  it('R-20 a currency no longer offered leaves /api/currencies, and the quote falls back to USD', async () => {
    const response = await patch(currency.href('GBP'), { isOffered: false });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await store.app.inject({ method: 'GET', url: apiPaths.currencies.href() })).json();
    expect(list.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR']);

    const shopper = new TestClient(store.app);
    const product = await createProduct(store.database.db, { priceCents: 2000, stockQuantity: 5 });
    await shopper.post(apiPaths.cartItems.href(), { productId: product.id, quantity: 1 });
    const quote = (await shopper.post(apiPaths.checkoutQuote.href(), { currency: 'GBP' })).json();
    expect(quote.display.currency).toBe('USD');
    expect(quote.charge.currency).toBe('USD');

    expect((await patch(currency.href('GBP'), { isOffered: true, rate: 0.8 })).json()).toMatchObject({
      isOffered: true,
      rate: 0.8,
    });
    const again = (await shopper.post(apiPaths.checkoutQuote.href(), { currency: 'GBP' })).json();
    expect(again.charge).toMatchObject({ currency: 'GBP', rate: 0.8, lineTotals: [1600] });
  });
});
