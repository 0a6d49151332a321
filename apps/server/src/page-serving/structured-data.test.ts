/**
 * Issue 29: a product page's first HTML carries schema.org Product JSON-LD (Offer in the page's
 * currency, availability, AggregateRating of published reviews only), escaped so no text can
 * close its element; and customers' review text on the page stays text. Pages come from the web
 * app's real server entry (compiled by the test runner), as in page-meta.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { preferenceCookies, SERVER_STATE_ELEMENT_ID } from '@marquee/contracts';
import { currencies, productReviews } from '../db/schema/index.js';
import { testStoreForFile } from '../test/app.js';
import { createProduct } from '../test/factories.js';
import { executableMarkup, findElements, type ScriptAllowed } from '../test/inert-html.js';
import { realEntryWebDist } from '../test/web-dist.js';
import { xssSample } from '../test/xss-payloads.js';

const store = testStoreForFile({ webDist: realEntryWebDist(), rateLimits: { pages: 100_000, api: 100_000 } });

beforeAll(async () => {
  await store.database.db.insert(currencies).values([
    { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, sortOrder: 0 },
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.9, sortOrder: 1 },
    { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 150, sortOrder: 2 },
  ]);
});

async function page(url: string, cookies: Record<string, string> = {}) {
  const response = await store.app.inject({ method: 'GET', url, cookies });
  return { status: response.statusCode, html: response.body };
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return findElements(html, 'script')
    .filter((script) => script.attributes.type === 'application/ld+json')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

async function publishedReviews(productId: number, ratings: number[], status: 'published' | 'pending' = 'published') {
  await store.database.db
    .insert(productReviews)
    .values(ratings.map((rating) => ({ productId, userName: 'Ada L.', rating, reviewText: 'Fine', status })));
}

describe('issue 29 Product JSON-LD in the first HTML of /product/<id>', () => {
  it('names the product with its Offer and the AggregateRating of its published reviews', async () => {
    const product = await createProduct(
      store.database.db,
      { title: 'Comet Mug', description: 'A mug with a comet.', priceCents: 1999, stockQuantity: 4 },
      { images: 2 },
    );
    await publishedReviews(product.id, [5, 4]);
    await publishedReviews(product.id, [1], 'pending');
    const { status, html } = await page(`/product/${product.id}`);
    expect(status).toBe(200);
    const blocks = jsonLd(html);
    expect(blocks).toHaveLength(1);
    const url = `http://localhost:3000/product/${product.id}`;
    expect(blocks[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Comet Mug',
      description: 'A mug with a comet.',
      image: [
        `http://localhost:3000/media/test/${product.slug}-0.svg`,
        `http://localhost:3000/media/test/${product.slug}-1.svg`,
      ],
      sku: String(product.id),
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: '19.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    // In <head>, outside the markup the browser hydrates: the app never draws a second one.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('has no AggregateRating without a published review; out of stock says OutOfStock', async () => {
    const product = await createProduct(store.database.db, { priceCents: 500, stockQuantity: 0 });
    await publishedReviews(product.id, [2], 'pending');
    await store.database.db
      .insert(productReviews)
      .values({ productId: product.id, userName: 'Hid D.', rating: 1, reviewText: 'x', status: 'hidden' });
    const [block] = jsonLd((await page(`/product/${product.id}`)).html);
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block!.offers).toMatchObject({ price: '5.00', availability: 'https://schema.org/OutOfStock' });
  });

  it("prices in the shopper's currency with its own decimals, and names the product in the page's language", async () => {
    const product = await createProduct(store.database.db, {
      title: 'Star Poster',
      priceCents: 2499,
      translations: { he: { title: 'פוסטר כוכב', description: 'פוסטר עם כוכב.' } },
    });
    const euro = jsonLd((await page(`/product/${product.id}`, { [preferenceCookies.currency]: 'EUR' })).html)[0]!;
    // 24.99 × 0.9 = 22.491, shown as €22.49.
    expect(euro.offers).toMatchObject({ price: '22.49', priceCurrency: 'EUR' });
    // 24.99 × 150 in floating point is 3748.4999…: the figure is the one the page shows.
    const yenPage = await page(`/product/${product.id}`, { [preferenceCookies.currency]: 'JPY' });
    expect(jsonLd(yenPage.html)[0]!.offers).toMatchObject({ price: '3748', priceCurrency: 'JPY' });
    expect(yenPage.html).toContain('¥3,748');
    const hebrew = jsonLd((await page(`/he/product/${product.id}`)).html)[0]!;
    expect(hebrew).toMatchObject({ name: 'פוסטר כוכב', description: 'פוסטר עם כוכב.' });
    // An unknown code is shown (and priced) in US dollars.
    const unknown = jsonLd((await page(`/product/${product.id}`, { [preferenceCookies.currency]: 'XXX' })).html)[0]!;
    expect(unknown.offers).toMatchObject({ price: '24.99', priceCurrency: 'USD' });
  });

  it('other pages and a missing product carry none', async () => {
    expect(jsonLd((await page('/')).html)).toEqual([]);
    const missing = await page('/product/999999');
    expect(missing.status).toBe(404);
    expect(jsonLd(missing.html)).toEqual([]);
  });
});

/** The page's own scripts: the state block, boot's start-up data and one JSON-LD block, none with code. */
const pageScript: ScriptAllowed = ({ id, type, src }) =>
  src === '/boot.js' ||
  (id === SERVER_STATE_ELEMENT_ID && type === 'application/json') ||
  (id === 'marquee-boot' && type === 'application/json') ||
  (id === undefined && type === 'application/ld+json');

describe('issue 29 text written by customers and admins stays text on the product page', () => {
  it('a title that tries to close the JSON-LD element stays inside it, escaped, and reads back whole', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const product = await createProduct(store.database.db, { title, description: '</SCRIPT >"&\u2028' });
    const { html } = await page(`/product/${product.id}`);
    const [block] = jsonLd(html);
    expect(block).toMatchObject({ name: title, description: '</SCRIPT >"&\u2028' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(executableMarkup(html, pageScript)).toEqual([]);
  });

  it('published reviews with XSS payloads in the name, text and reply render inert', async () => {
    const product = await createProduct(store.database.db);
    const payloads = xssSample(20).map((sample) => sample.payload);
    await store.database.db.insert(productReviews).values(
      payloads.map((payload) => ({
        productId: product.id,
        userName: payload.slice(0, 100),
        rating: 5,
        reviewText: payload,
        status: 'published' as const,
        verifiedPurchase: true,
        adminReply: payload,
        repliedAt: new Date(),
      })),
    );
    const { status, html } = await page(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(executableMarkup(html, pageScript)).toEqual([]);
    expect(jsonLd(html)[0]!.aggregateRating).toMatchObject({ reviewCount: payloads.length });
  });
});
