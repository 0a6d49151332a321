import { apiPaths, type ServerRenderInput, type ServerState } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/features/admin/api/keys';
import { authKeys } from '@/features/auth/api/keys';
import { cartKeys } from '@/features/cart/api/keys';
import { categoryKeys, productFacetKeys, productKeys } from '@/features/catalog/api/keys';
import { pageElementKeys, pageKeys } from '@/features/content/api/keys';
import { filmKeys } from '@/features/films/api/keys';
import { homeKeys } from '@/features/home/api/keys';
import { orderKeys } from '@/features/orders/api/keys';
import { productSetKeys } from '@/features/product-sets/api/keys';
import { searchKeys } from '@/features/search/api/keys';
import { currencyKeys, settingsKeys } from '@/features/settings/api/keys';
import { wishlistKeys } from '@/features/wishlist/api/keys';
import { renderPage } from './render-page';
import { isSharedQuery } from './shared-queries';

/** What every visitor sees alike: rendered on the server into the cached page. */
const shared = [
  'products',
  'categories',
  'productFacets',
  'productSets',
  'settings',
  'currencies',
  'films',
  'home',
  'pageElements',
  'pages',
];
/** One shopper's (or staff's) data: fetched by the browser with its cookies. */
const personal = ['auth', 'cart', 'checkout', 'wishlist', 'search', 'admin', 'orders', 'account', 'chat', 'reviews'];

/** Every key factory of every feature (`features/<domain>/api/keys.ts`). */
const keyModules = import.meta.glob<Record<string, unknown>>('../features/*/api/keys.ts', { eager: true });
/** Each domain once: features may share one (admin-orders and admin-coupons live under 'admin'). */
const domainsOfFeatures = [
  ...new Set(
    Object.values(keyModules).flatMap((module) =>
      Object.values(module).flatMap((keys) => {
        const all = (keys as { all?: unknown }).all;
        return Array.isArray(all) ? [all[0] as string] : [];
      }),
    ),
  ),
];

describe('isSharedQuery: the allow-list of what the server writes into the shared page', () => {
  it('knows every domain the features define, as shared or as personal', () => {
    // A new domain fails here until it is classified: add it to ssr/shared-queries.ts only
    // if its data is the same for every visitor.
    expect(domainsOfFeatures.length).toBeGreaterThan(0);
    expect([...domainsOfFeatures].sort()).toEqual([...shared, ...personal].sort());
  });

  it('keeps the shared domains, leaves included', () => {
    for (const domain of shared) expect(isSharedQuery([domain]), domain).toBe(true);
    const leaves = [
      productKeys.list({ page: 2 }),
      productKeys.detail(12),
      categoryKeys.detail(3),
      productFacetKeys.list({ tags: [3] }),
      productSetKeys.forProduct(12),
      settingsKeys.public(),
      currencyKeys.list(),
      filmKeys.products(7),
      homeKeys.blocks(),
      pageElementKeys.forPage('product', '12'),
      pageKeys.custom('about', 'USD'),
    ];
    for (const key of leaves) expect(isSharedQuery(key), JSON.stringify(key)).toBe(true);
  });

  it('drops personal domains', () => {
    const leaves = [
      authKeys.session(),
      cartKeys.current(),
      wishlistKeys.current(),
      searchKeys.results('mug', 'en'),
      adminKeys.overview(),
      orderKeys.list(),
      orderKeys.detail('MQ1'),
    ];
    for (const key of leaves) expect(isSharedQuery(key), JSON.stringify(key)).toBe(false);
    for (const domain of personal) expect(isSharedQuery([domain]), domain).toBe(false);
  });

  it('drops a domain it does not know: new data stays out of the shared page until listed', () => {
    for (const key of [['orders'], ['reviews', 'list', {}], ['account', 'addresses'], [], [undefined], [{}]]) {
      expect(isSharedQuery(key), JSON.stringify(key)).toBe(false);
    }
  });
});

const SHOPPER_EMAIL = 'shopper-7f3a@example.com';

/** A store API that answers everything, a signed-in shopper's session, cart and wishlist included. */
const signedInApi: typeof fetch = async (input) => {
  const url = String(input);
  if (url === apiPaths.auth.session.href()) {
    return Response.json({ user: { id: 'u1', email: SHOPPER_EMAIL, name: 'Shopper', role: 'customer' } });
  }
  if (url === apiPaths.cart.href()) return Response.json({ items: [], itemCount: 3, email: SHOPPER_EMAIL });
  if (url === apiPaths.wishlist.href()) return Response.json({ items: [], email: SHOPPER_EMAIL });
  if (url === apiPaths.films.href()) return Response.json([]);
  return Response.json({ error: { code: 'NOT_FOUND', message: 'missing' } }, { status: 404 });
};

describe('a server-rendered page of a signed-in shopper', () => {
  it('writes only shared domains into its state, and nothing of the shopper', async () => {
    for (const url of ['/films', '/wishlist', '/cart']) {
      const input: ServerRenderInput = {
        url,
        language: undefined,
        currency: undefined,
        fetch: signedInApi,
        markup: true,
      };
      const result = await renderPage(input);
      if (result.kind !== 'page' || !result.markup) throw new Error(`expected a rendered page for ${url}`);
      const { markup } = result;
      const state = JSON.parse(markup.state) as ServerState;
      const keys = (state.queries as { queries: { queryKey: unknown[] }[] }).queries.map((query) => query.queryKey);
      for (const key of keys) expect(isSharedQuery(key), `${url}: ${JSON.stringify(key)}`).toBe(true);
      expect(markup.state, url).not.toContain(SHOPPER_EMAIL);
      expect(markup.html, url).not.toContain(SHOPPER_EMAIL);
    }
  });
});
