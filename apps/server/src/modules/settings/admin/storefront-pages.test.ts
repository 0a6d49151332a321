import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paths, preferenceCookies } from '@marquee/contracts';
import { currencies } from '../../../db/schema/index.js';
import { signInAdmin } from '../../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../../test/app.js';
import { realEntryWebDist } from '../../../test/web-dist.js';
import { createProduct } from '../../../test/factories.js';

const store = testStoreForFile({ webDist: realEntryWebDist() });
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
  await store.database.db.insert(currencies).values([
    { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, sortOrder: 0 },
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93, sortOrder: 1 },
  ]);
});

const page = (url: string, cookie?: string) =>
  store.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)![0];

describe('issue 14 settings reach the server-rendered storefront (first paint)', () => {
  it('SET-06 ADM-SITE-03 R-31 SF-FTR-03 a cached home page shows the new announcement, logo, theme and social links after the save', async () => {
    const before = await page(paths.home.href());
    expect(before.statusCode).toBe(200);
    // Warm: the second view is the cached page.
    expect((await page(paths.home.href())).body).toBe(before.body);
    expect(htmlTag(before.body)).toBe(
      '<html lang="en" dir="ltr" style="--color-primary:#8b5cf6;--color-secondary:#ec4899;--color-accent:#06b6d4">',
    );
    expect(before.body).not.toContain('Opening night sale');
    const csp = before.headers['content-security-policy'];
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");

    const message = 'Opening night sale <img src=x onerror=alert(1)> & more';
    const saves = [
      admin.put(apiPaths.admin.announcement.href(), {
        enabled: true,
        message,
        background_color: '#1d4ed8',
        text_color: '#ffffff',
      }),
      admin.put(apiPaths.admin.themeColors.href(), { primary: '#b91c1c', secondary: '#be185d', accent: '#0e7490' }),
      admin.put(apiPaths.admin.siteLogo.href(), {
        url: 'https://cdn.example.com/marquee-logo.png',
        alt: 'Marquee Films',
        width: 120,
        height: 40,
      }),
      admin.put(apiPaths.admin.socialLinks.href(), {
        links: [{ type: 'tiktok', url: 'https://www.tiktok.com/@marquee' }],
      }),
    ];
    for (const response of await Promise.all(saves)) expect(response.statusCode, response.body).toBe(200);

    // The save's live event makes every server forget its cached pages: on PostgreSQL the NOTIFY
    // arrives just after the commit, so the next page is awaited for at most the 2 s promised.
    await expect
      .poll(async () => htmlTag((await page(paths.home.href())).body), { timeout: 2_000, interval: 50 })
      .toContain('--color-primary:#b91c1c');
    const after = await page(paths.home.href());
    expect(after.statusCode).toBe(200);
    expect(htmlTag(after.body)).toBe(
      '<html lang="en" dir="ltr" style="--color-primary:#b91c1c;--color-secondary:#be185d;--color-accent:#0e7490">',
    );
    // The bar in its colours, the message as text: the markup in it is inert.
    expect(after.body).toContain('Opening night sale &lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(after.body).not.toContain('<img src=x');
    expect(after.body).toMatch(/background:#1d4ed8;color:#ffffff/);
    expect(after.body).toMatch(
      /<img[^>]*src="https:\/\/cdn\.example\.com\/marquee-logo\.png"[^>]*alt="Marquee Films"|<img[^>]*alt="Marquee Films"[^>]*src="https:\/\/cdn\.example\.com\/marquee-logo\.png"/,
    );
    expect(after.body).toContain('href="https://www.tiktok.com/@marquee"');
    expect(after.headers['content-security-policy']).toBe(csp);

    // Turned off: the bar is gone from the next page's markup (its state still carries the setting).
    await admin.put(apiPaths.admin.announcement.href(), {
      enabled: false,
      message,
      background_color: '#1d4ed8',
      text_color: '#ffffff',
    });
    await expect
      .poll(async () => (await page(paths.home.href())).body, { timeout: 2_000, interval: 50 })
      .not.toContain('Opening night sale &lt;img');
  });

  it('R-20 R-44 a rate change shows in the rendered price; a currency no longer offered renders in USD', async () => {
    const product = await createProduct(store.database.db, {
      title: 'Rate Poster',
      priceCents: 10000,
      stockQuantity: 5,
    });
    const url = paths.product.href(product.id);
    const eurCookie = `${preferenceCookies.currency}=EUR`;
    expect((await page(url, eurCookie)).body).toContain('€93.00');

    const rated = await admin.request('PATCH', apiPaths.admin.currency.href('EUR'), { rate: 1.5 });
    expect(rated.statusCode, rated.body).toBe(200);
    await expect
      .poll(async () => (await page(url, eurCookie)).body, { timeout: 2_000, interval: 50 })
      .toContain('€150.00');
    const after = (await page(url, eurCookie)).body;
    expect(after).not.toContain('€93.00');

    await admin.request('PATCH', apiPaths.admin.currency.href('EUR'), { isOffered: false });
    await expect
      .poll(async () => (await page(url, eurCookie)).body, { timeout: 2_000, interval: 50 })
      .toContain('$100.00');
    const withdrawn = (await page(url, eurCookie)).body;
    expect(withdrawn).not.toContain('€');
  });
});
