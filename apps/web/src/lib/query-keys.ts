/**
 * Query-key factories, one per domain (after Medusa's query-key factory): `all` is the
 * root used to invalidate a whole domain, `list(params)` and `detail(id)` the leaves.
 */

type ListParams = Record<string, unknown> | undefined;

function createQueryKeys<const Domain extends string>(domain: Domain) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: ListParams) => [...all, 'list', params ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}

export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: () => ['auth', 'session'] as const,
  },
  products: createQueryKeys('products'),
  /** Active product sets shown on a product's page; `all` is invalidated by live events. */
  productSets: {
    all: ['productSets'] as const,
    forProduct: (productId: number) => ['productSets', 'product', productId] as const,
  },
  categories: createQueryKeys('categories'),
  settings: {
    all: ['settings'] as const,
    public: () => ['settings', 'public'] as const,
  },
  currencies: createQueryKeys('currencies'),
  /** Filter groups of a listing (category or all products) for a selection of tags. */
  productFacets: createQueryKeys('productFacets'),
  search: {
    all: ['search'] as const,
    results: (term: string, language: string) => ['search', 'results', term, language] as const,
  },
  films: {
    ...createQueryKeys('films'),
    products: (id: number) => ['films', 'detail', id, 'products'] as const,
  },
  home: {
    all: ['home'] as const,
    blocks: () => ['home', 'blocks'] as const,
  },
  /** Admin-placed elements of one page: page type and the page's id or slug. */
  pageElements: {
    all: ['pageElements'] as const,
    forPage: (pageType: string, pageId: string) => ['pageElements', pageType, pageId] as const,
  },
  /** Content pages by slug: `page` is /page/{slug}, `custom` is /custom/{slug}. */
  pages: {
    all: ['pages'] as const,
    page: (slug: string) => ['pages', 'page', slug] as const,
    custom: (slug: string) => ['pages', 'custom', slug] as const,
  },
  /** The current owner's cart (user or guest: the server decides from the cookies). */
  cart: {
    all: ['cart'] as const,
    current: () => ['cart', 'current'] as const,
  },
  wishlist: {
    all: ['wishlist'] as const,
    current: () => ['wishlist', 'current'] as const,
  },
  admin: {
    all: ['admin'] as const,
    overview: () => ['admin', 'overview'] as const,
  },
};

/** Domains whose data belongs to one shopper (or staff); the rest is the same for every visitor. */
const personalDomains: ReadonlySet<unknown> = new Set([
  queryKeys.auth.all[0],
  queryKeys.cart.all[0],
  queryKeys.wishlist.all[0],
  queryKeys.search.all[0],
  queryKeys.admin.all[0],
]);

/**
 * Whether a query's data is the same for every visitor. Only such data is rendered on the
 * server and written into the page; personal data is fetched by the browser with its cookies.
 */
export function isSharedQuery(queryKey: readonly unknown[]): boolean {
  return !personalDomains.has(queryKey[0]);
}
