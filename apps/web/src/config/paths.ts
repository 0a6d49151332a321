/**
 * Every URL of the web app, in one typed object: `path` is the route pattern for the
 * router, `getHref(...)` builds a link. Never write a URL string by hand elsewhere.
 */

const withQuery = (path: string, search?: string) =>
  search ? `${path}${search.startsWith('?') ? '' : '?'}${search}` : path;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  films: { path: '/films', getHref: () => '/films' },
  film: { path: '/film/:id', getHref: (id: number | string) => `/film/${id}` },
  category: { path: '/category/:id', getHref: (id: number | string) => `/category/${id}` },
  products: { path: '/products', getHref: () => '/products' },
  product: { path: '/product/:id', getHref: (id: number | string) => `/product/${id}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  checkout: { path: '/checkout', getHref: (search?: string) => withQuery('/checkout', search) },
  orderConfirmation: {
    path: '/order-confirmation',
    getHref: (search?: string) => withQuery('/order-confirmation', search),
  },
  /** Alias of the admin-and-account specification; redirects to orderConfirmation. */
  orderSuccess: { path: '/order-success', getHref: (search?: string) => withQuery('/order-success', search) },
  thankYou: { path: '/thank-you', getHref: (search?: string) => withQuery('/thank-you', search) },
  orderTracking: { path: '/order-tracking', getHref: () => '/order-tracking' },
  login: { path: '/login', getHref: () => '/login' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  account: { path: '/account', getHref: () => '/account' },
  page: { path: '/page/:slug', getHref: (slug: string) => `/page/${encodeURIComponent(slug)}` },
  customPage: { path: '/custom/:slug', getHref: (slug: string) => `/custom/${encodeURIComponent(slug)}` },
  /** Legacy shape used by the original admin list; redirects to customPage. */
  legacyCustomPage: { path: '/pages/:slug', getHref: (slug: string) => `/pages/${encodeURIComponent(slug)}` },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    login: { path: '/admin/login', getHref: () => '/admin/login' },
  },
} as const;

/** Slugs of the footer's Quick Links, seeded as dynamic pages (DECISIONS: page routes). */
export const quickLinkSlugs = [
  'privacy-policy',
  'terms-of-service',
  'return-policy',
  'shipping-info',
  'contact-us',
  'faq',
] as const;
export type QuickLinkSlug = (typeof quickLinkSlugs)[number];
