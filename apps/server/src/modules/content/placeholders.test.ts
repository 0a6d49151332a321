import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paths, preferenceCookies } from '@marquee/contracts';
import * as seed from '../../db/seed/data/index.js';
import { currencies, customPages, dynamicPages, siteSettings } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../test/app.js';
import { realEntryWebDist } from '../../test/web-dist.js';
import { fillPlaceholders, type PlaceholderValues } from './placeholders.js';

// The real server entry renders the pages, so the first HTML a shopper or crawler gets is checked too.
const store = testStoreForFile({ webDist: realEntryWebDist() });
let admin: TestClient;

beforeAll(async () => {
  admin = await signInAdmin(store);
  const { db } = store.database;
  // A fresh store as `npm start` seeds it: the seeded settings, currencies and footer pages.
  await db.insert(currencies).values(seed.currencies);
  await db
    .insert(siteSettings)
    .values(seed.siteSettingRows.map((row) => ({ settingKey: row.key, settingValue: row.value })));
  await db.insert(dynamicPages).values(
    seed.dynamicPages.map((page) => ({
      slug: page.slug,
      title: page.title,
      content: page.content,
      metaDescription: page.metaDescription,
      isPublished: page.isPublished,
    })),
  );
  await db.insert(customPages).values({
    slug: 'box-offer',
    title: 'Dream Box for {{dream_box_price}}',
    description: 'Charged in {{charging_currency}}.',
    isPublished: true,
    content: [
      { type: 'heading', level: 2, content: 'Only {{dream_box_price}} a month' },
      {
        type: 'text',
        content: 'Free shipping over {{free_shipping_threshold}}, else {{shipping_fee}}. {{not_a_setting}} stays.',
      },
      { type: 'image', src: '/media/{{dream_box_price}}.png', alt: 'A box at {{dream_box_price}}' },
    ],
  });
});

const get = (url: string, cookie?: string) =>
  store.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const pageHtml = async (slug: string, currency?: string) => {
  const response = await get(`${apiPaths.page.href(slug)}${currency ? `?currency=${currency}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { html: string }).html;
};
const setDreamBoxPrice = async (price: number) => {
  const response = await admin.put(apiPaths.admin.dreamBoxPrice.href(), { price });
  expect(response.statusCode, response.body).toBe(200);
};

describe('issue 29 part 6: seeded words follow the settings (decision 098)', () => {
  it('the seeded FAQ and Terms state the Dream Box price and the charging currency from the settings, no literal', async () => {
    const faq = await pageHtml('faq');
    expect(faq).toContain('It costs $29.99 a month (billed in US dollars)');
    expect(faq).toContain('Payment is taken in US Dollar (USD)');
    expect(faq).toContain('Shipping is free on orders over $85.00. Below that, a flat fee of $9.99 applies.');
    const terms = await pageHtml('terms-of-service');
    expect(terms).toContain('The Dream Box costs $29.99 a month');
    expect(terms).toContain('Payment for your order is taken in US Dollar (USD)');
    for (const html of [faq, terms]) expect(html).not.toContain('{{');
    // Nothing in the seed still says a price or the charging currency in so many words.
    const seeded = seed.dynamicPages.map((page) => page.content + page.metaDescription).join('\n');
    expect(seeded).not.toMatch(/\$\d/);
    expect(seeded).not.toContain('Payment is taken in US dollars');
  });

  it('the FAQ and Terms show the price the admin sets, at once, in the API and in the first HTML', async () => {
    // Warm the page cache first: the change must reach a cached page too.
    const cached = await get(paths.page.href('faq'));
    expect(cached.body).toContain('It costs $29.99 a month');

    await setDreamBoxPrice(40);
    expect(await pageHtml('faq')).toContain('It costs $40.00 a month');
    expect(await pageHtml('terms-of-service')).toContain('The Dream Box costs $40.00 a month');
    const html = (await get(paths.page.href('faq'))).body;
    expect(html).toContain('It costs $40.00 a month');
    expect(html).not.toContain('$29.99');
    await setDreamBoxPrice(29.99);
  });

  it("fills in the reader's currency: its prices, and the currency charged (theirs when the provider takes it, else US dollars)", async () => {
    await setDreamBoxPrice(40);
    const euro = await pageHtml('faq', 'EUR');
    expect(euro).toContain('It costs €37.20 a month');
    expect(euro).toContain('Payment is taken in Euro (EUR)');
    // PayPal does not charge in reais: the page says US dollars, with the price still shown in reais.
    const real = await pageHtml('terms-of-service', 'BRL');
    expect(real).toContain('The Dream Box costs R$197.60 a month');
    expect(real).toContain('Payment for your order is taken in US Dollar (USD)');
    // An unknown currency reads as the store's base currency, as the storefront shows it.
    expect(await pageHtml('faq', 'XYZ')).toContain('It costs $40.00 a month');

    // The server-rendered page in a shekel reader's currency, meta description included.
    const shekels = (await get(paths.page.href('shipping-info'), `${preferenceCookies.currency}=ILS`)).body;
    expect(shekels).toContain('over <strong>₪311.95</strong>');
    expect(shekels).toMatch(
      /<meta name="description" content="Free shipping on orders over ₪311\.95; otherwise a flat ₪36\.66 fee/,
    );
    const terms = (await get(paths.page.href('terms-of-service'), `${preferenceCookies.currency}=ILS`)).body;
    expect(terms).toContain('The Dream Box costs ₪146.80 a month');
    await setDreamBoxPrice(29.99);
  });

  it('applies to custom pages alike: title, description and blocks; addresses and unknown names are left alone', async () => {
    const response = await get(`${apiPaths.customPage.href('box-offer')}?currency=GBP`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.title).toBe('Dream Box for £23.69');
    expect(page.description).toBe('Charged in British Pound (GBP).');
    expect(page.blocks).toEqual([
      { type: 'heading', level: 2, content: 'Only £23.69 a month' },
      { type: 'text', content: 'Free shipping over £67.15, else £7.89. {{not_a_setting}} stays.' },
      { type: 'image', src: '/media/{{dream_box_price}}.png', alt: 'A box at £23.69' },
    ]);
    // /page/{slug} falls back to the custom page, filled in the same way.
    expect((await get(`${apiPaths.page.href('box-offer')}?currency=GBP`)).json().title).toBe('Dream Box for £23.69');
  });

  it('answers 400 naming currency for a malformed one', async () => {
    const response = await get(`${apiPaths.page.href('faq')}?currency=12`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('currency');
  });

  it("writes the values into a page's HTML as text, never as markup", () => {
    const values: PlaceholderValues = {
      dream_box_price: '<b>$1</b>',
      charging_currency: 'A & B',
      free_shipping_threshold: '',
      shipping_fee: '',
    };
    expect(fillPlaceholders('<p>{{dream_box_price}} in {{ charging_currency }}</p>', values, 'html')).toBe(
      '<p>&lt;b&gt;$1&lt;/b&gt; in A &amp; B</p>',
    );
    expect(fillPlaceholders('{{dream_box_price}}', values, 'text')).toBe('<b>$1</b>');
  });
});
