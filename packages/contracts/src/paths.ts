/**
 * Every address of the store, pages and API, in one typed table. `path` is the route's pattern
 * (React Router and Fastify read `:name` alike); `href(...)` builds one URL from the parameters
 * in order, then an optional query. Routes are registered from `path`, links and requests are
 * made with `href`: nowhere else is a store URL written by hand (lint forbids '/api/…' literals).
 * Free of zod: the web app's entry imports it.
 */

type ParamValue = string | number;
/** A query to append: a ready string (`?a=1` or `a=1`) or values (undefined ones are left out). */
export type SearchInput = string | Record<string, string | number | boolean | undefined>;

/** One value per `:name` in the pattern, in order. */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [ParamValue, ...Params<Rest>]
  : P extends `${string}:${string}`
    ? [ParamValue]
    : [];

export interface Route<P extends string = string> {
  readonly path: P;
  /**
   * The query parameters the page reads. The page server renders and caches a page by these
   * alone (others cannot change it); `'any'`: it passes them all on (a redirect), never cached.
   */
  readonly search: readonly string[] | 'any';
  href(...args: [...Params<P>, search?: SearchInput]): string;
}

function searchString(search: SearchInput | undefined): string {
  if (search === undefined) return '';
  if (typeof search === 'string')
    return search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

const PARAM = /:[A-Za-z][A-Za-z0-9]*/g;

function route<const P extends string>(path: P, search: readonly string[] | 'any' = []): Route<P> {
  const count = path.match(PARAM)?.length ?? 0;
  return {
    path,
    search,
    href: (...args: unknown[]) => {
      let index = 0;
      const filled = path.replace(PARAM, () => encodeURIComponent(String(args[index++])));
      return `${filled}${searchString(args[count] as SearchInput | undefined)}`;
    },
  };
}

/** Every API path starts here; the page server leaves it to the API (and its JSON 404). */
export const API_PREFIX = '/api';

/** A listing's filters, sort and page (`?tags=3,17&sort=price_asc&page=2`). */
export const listingSearch = ['tags', 'sort', 'page'] as const;

/**
 * Pages of the web app. A page that reads a query parameter names it here, or the server
 * renders the page without it.
 */
export const paths = {
  home: route('/'),
  films: route('/films'),
  film: route('/film/:id'),
  category: route('/category/:id', listingSearch),
  products: route('/products', listingSearch),
  product: route('/product/:id'),
  cart: route('/cart'),
  wishlist: route('/wishlist'),
  checkout: route('/checkout', ['dreambox']),
  orderConfirmation: route('/order-confirmation', ['order', 'token']),
  /** Alias of the admin-and-account specification; redirects to orderConfirmation with its query. */
  orderSuccess: route('/order-success', 'any'),
  thankYou: route('/thank-you', ['order', 'token']),
  orderTracking: route('/order-tracking'),
  login: route('/login'),
  resetPassword: route('/reset-password', ['token']),
  /** `?tab=orders|dream-box` picks the tab, `?order=MQ-…` opens one order in Orders. */
  account: route('/account', ['tab', 'order']),
  page: route('/page/:slug'),
  customPage: route('/custom/:slug'),
  /** The newsletter's confirmation link (issue 29): a button there confirms, by POST. */
  newsletterConfirm: route('/newsletter/confirm', ['token']),
  /** The unsubscribe link in every marketing e-mail (issue 29): one button unsubscribes. */
  newsletterUnsubscribe: route('/newsletter/unsubscribe', ['token']),
  /** Legacy shape used by the original admin list; redirects to customPage. */
  legacyCustomPage: route('/pages/:slug'),
  admin: {
    /** The Overview; `?tab=&section=` links of earlier builds are sent on to `section`. */
    root: route('/admin', ['tab', 'section']),
    login: route('/admin/login'),
    /** A top tab (`/admin/orders`); one with sub-tabs opens its first. */
    tab: route('/admin/:tab'),
    /** A sub-tab (`/admin/products/sets`). */
    section: route('/admin/:tab/:section'),
    /** One order's invoice and packing slip, printable pages without the dashboard around them. */
    orderInvoice: route('/admin/orders/:orderNumber/invoice'),
    orderPackingSlip: route('/admin/orders/:orderNumber/packing-slip'),
  },
} as const;

/** Every route of a table of routes and groups of routes. */
export function routesOf(table: object): Route[] {
  return Object.values(table).flatMap((entry: Route | object) =>
    'path' in entry ? [entry as Route] : routesOf(entry),
  );
}

/** Whether a pathname is an address of the pattern (segments compared as React Router does: case aside, a trailing slash allowed). */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, index) =>
    segment.startsWith(':') ? have[index] !== '' : segment.toLowerCase() === have[index]!.toLowerCase(),
  );
}

/** The page route an address belongs to, if any (its own pattern before patterns with parameters). */
export function findPage(pathname: string): Route | undefined {
  const pages = routesOf(paths);
  return (
    pages.find((page) => !page.path.includes(':') && matches(page.path, pathname)) ??
    pages.find((page) => matches(page.path, pathname))
  );
}

/** Endpoints of the API, shared by the server's route registration and the web client. */
export const apiPaths = {
  health: route('/api/health'),
  /** The OpenAPI document's browsable pages (JSON at `docs/json`). */
  docs: route('/api/docs'),
  ready: route('/api/ready'),
  /** Prometheus metrics: the private network, METRICS_TOKEN or staff; a 404 to anyone else. */
  metrics: route('/api/metrics'),
  auth: {
    checkEmail: route('/api/auth/check-email'),
    signUp: route('/api/auth/sign-up'),
    signIn: route('/api/auth/sign-in'),
    adminSignIn: route('/api/auth/admin-sign-in'),
    signOut: route('/api/auth/sign-out'),
    /** GET from the lock e-mail: this browser may sign in to the account during a lock (issue 27). */
    unlock: route('/api/auth/unlock'),
    session: route('/api/auth/session'),
    requestPasswordReset: route('/api/auth/request-password-reset'),
    resetPassword: route('/api/auth/reset-password'),
    verifyEmail: route('/api/auth/verify-email'),
  },
  products: route('/api/products'),
  product: route('/api/products/:id'),
  productFacets: route('/api/products/facets'),
  productSets: route('/api/products/:id/sets'),
  /** The signed-in customer's own review of a product: GET it (and whether they may write one), PUT it. */
  productReview: route('/api/products/:id/review'),
  categories: route('/api/categories'),
  category: route('/api/categories/:id'),
  /** Server-Sent Events stream of live store changes (SF-GEN-05). */
  events: route('/api/events'),
  search: route('/api/search'),
  settings: route('/api/settings'),
  currencies: route('/api/currencies'),
  films: route('/api/films'),
  film: route('/api/films/:id'),
  filmProducts: route('/api/films/:id/products'),
  home: route('/api/home'),
  newsletter: route('/api/newsletter'),
  /** POST `{ token }` from the confirmation page: double opt-in's second step (issue 29). */
  newsletterConfirm: route('/api/newsletter/confirm'),
  /**
   * POST with the e-mail's `?token=`: the unsubscribe page's button and RFC 8058's one-click
   * `List-Unsubscribe-Post` alike; GET sends a person to the page (it never unsubscribes).
   */
  newsletterUnsubscribe: route('/api/newsletter/unsubscribe', ['token']),
  page: route('/api/pages/:slug'),
  customPage: route('/api/custom-pages/:slug'),
  /** Active page elements of one film, product, category or custom page. */
  pageElements: route('/api/page-elements'),
  /** Live chat (LC-01..05, R-40): a visitor's own conversation, its messages and its live replies. */
  chat: {
    messages: route('/api/chat/messages'),
    stream: route('/api/chat/stream'),
    seen: route('/api/chat/seen'),
    /** GET from the e-mailed link: confirms the address a guest's replies may be mailed to (issue 27). */
    confirmEmail: route('/api/chat/confirm-email'),
  },
  cart: route('/api/cart'),
  cartItems: route('/api/cart/items'),
  cartItem: route('/api/cart/items/:productId'),
  /** The server's checkout quote: every amount on the checkout (issue 11). */
  checkoutQuote: route('/api/checkout/quote'),
  checkoutConfig: route('/api/checkout/config'),
  /** Starts paying for the cart: the provider order for the server's own amount. */
  checkoutOrders: route('/api/checkout/orders'),
  /** Captures, verifies and records the order; idempotent. */
  checkoutCapture: route('/api/checkout/orders/:providerOrderId/capture'),
  /** The test provider's approve or decline (404 with PayPal). */
  checkoutTestApproval: route('/api/checkout/orders/:providerOrderId/test-approval'),
  checkoutSubscriptions: route('/api/checkout/subscriptions'),
  checkoutSubscriptionActivate: route('/api/checkout/subscriptions/:subscriptionId/activate'),
  checkoutSubscriptionTestApproval: route('/api/checkout/subscriptions/:subscriptionId/test-approval'),
  /** The session's own orders, newest first. */
  orders: route('/api/orders'),
  /** One order, for its owner or with the e-mail's access token. */
  order: route('/api/orders/:orderNumber', ['token']),
  /** A guest's lookup by order number and e-mail (order tracking). */
  orderLookup: route('/api/orders/lookup'),
  paypalWebhook: route('/api/webhooks/paypal'),
  /** The signed-in customer's own account (issue 12): 401 for guests, nobody else's data. */
  account: {
    profile: route('/api/account/profile'),
    /** Where the password change stands (GET); POST sends a new code by e-mail. */
    passwordStatus: route('/api/account/password'),
    passwordCode: route('/api/account/password/code'),
    passwordVerify: route('/api/account/password/verify'),
    /** Sets the new password after a verified code. */
    passwordChange: route('/api/account/password/change'),
    sessions: route('/api/account/sessions'),
    session: route('/api/account/sessions/:sessionId'),
    /** Signs out every browser but this one. */
    otherSessions: route('/api/account/sessions/others'),
    orders: route('/api/account/orders'),
    order: route('/api/account/orders/:orderNumber'),
    buyAgain: route('/api/account/orders/:orderNumber/buy-again'),
    subscription: route('/api/account/subscription'),
    subscriptionCancel: route('/api/account/subscription/cancel'),
    /** "Download my data" as a JSON file. */
    export: route('/api/account/export'),
    /** POST a password (or an e-mailed code) again before deleting the account or exporting its data (issue 27). */
    reauthenticate: route('/api/account/reauthenticate'),
    /** POST: e-mails a code for re-authentication to an account without a password. */
    reauthenticateCode: route('/api/account/reauthenticate/code'),
    /** DELETE: deletes the account. */
    root: route('/api/account'),
  },
  wishlist: route('/api/wishlist'),
  wishlistItem: route('/api/wishlist/:productId'),
  /** Staff only: every route under this prefix is registered inside the server's guarded scope. */
  admin: {
    overview: route('/api/admin/overview'),
    coupons: route('/api/admin/coupons'),
    coupon: route('/api/admin/coupons/:code'),
    orders: route('/api/admin/orders'),
    order: route('/api/admin/orders/:orderNumber'),
    /** Moves an order along its lifecycle (ship, deliver, cancel, refund); spec D-06. */
    orderStatus: route('/api/admin/orders/:orderNumber/status'),
    /** GET: every order the list's filters match, as a CSV file (streamed). */
    ordersExport: route('/api/admin/orders/export'),
    customers: route('/api/admin/customers'),
    customer: route('/api/admin/customers/:customerId'),
    customerPasswordReset: route('/api/admin/customers/:customerId/password-reset'),
    /** Enables or disables the customer's sign-in. */
    customerSignIn: route('/api/admin/customers/:customerId/sign-in'),
    /** GET: every customer the list's search matches, as a CSV file (streamed). */
    customersExport: route('/api/admin/customers/export'),
    auditLog: route('/api/admin/audit-log'),
    media: route('/api/admin/media'),
    mediaItem: route('/api/admin/media/:mediaId'),
    products: route('/api/admin/products'),
    product: route('/api/admin/products/:productId'),
    /** Every category and tag, for the product form's selects. */
    productFormOptions: route('/api/admin/product-form-options'),
    productSets: route('/api/admin/product-sets'),
    productSet: route('/api/admin/product-sets/:setId'),
    categories: route('/api/admin/categories'),
    category: route('/api/admin/categories/:categoryId'),
    categoryFilters: route('/api/admin/categories/:categoryId/filters'),
    productTags: route('/api/admin/product-tags'),
    productTag: route('/api/admin/product-tags/:tagId'),
    films: route('/api/admin/films'),
    film: route('/api/admin/films/:filmId'),
    filmHero: route('/api/admin/films/:filmId/hero'),
    filmHomepage: route('/api/admin/films/:filmId/homepage'),
    dreamBoxPrice: route('/api/admin/dream-box/price'),
    dreamBoxCategories: route('/api/admin/dream-box/categories'),
    dreamBoxCategory: route('/api/admin/dream-box/categories/:categoryId'),
    customPages: route('/api/admin/custom-pages'),
    customPage: route('/api/admin/custom-pages/:pageId'),
    footerPages: route('/api/admin/footer-pages'),
    footerPage: route('/api/admin/footer-pages/:pageId'),
    homeSections: route('/api/admin/home-sections'),
    homeSection: route('/api/admin/home-sections/:sectionId'),
    heroSlides: route('/api/admin/hero-slides'),
    heroSlide: route('/api/admin/hero-slides/:slideId'),
    pageElements: route('/api/admin/page-elements'),
    pageElement: route('/api/admin/page-elements/:elementId'),
    settings: route('/api/admin/settings'),
    announcement: route('/api/admin/settings/announcement'),
    siteLogo: route('/api/admin/settings/logo'),
    themeColors: route('/api/admin/settings/theme'),
    socialLinks: route('/api/admin/settings/social-links'),
    /** The name and postal address printed on invoices and packing slips. */
    storeAddress: route('/api/admin/settings/store-address'),
    currencies: route('/api/admin/currencies'),
    currency: route('/api/admin/currencies/:code'),
    chatConversations: route('/api/admin/chat/conversations'),
    chatConversation: route('/api/admin/chat/conversations/:conversationId'),
    chatReply: route('/api/admin/chat/conversations/:conversationId/reply'),
    chatStream: route('/api/admin/chat/stream'),
    newsletterSubscribers: route('/api/admin/newsletter-subscribers'),
    /** The confirmed addresses matching the list's search and filter, as CSV streamed from the database. */
    newsletterSubscribersExport: route('/api/admin/newsletter-subscribers/export'),
    newsletterSubscriber: route('/api/admin/newsletter-subscribers/:subscriberId'),
    reviews: route('/api/admin/reviews'),
    /** PATCH: publish or hide. */
    review: route('/api/admin/reviews/:reviewId'),
    /** PUT: the store's public reply (empty removes it). */
    reviewReply: route('/api/admin/reviews/:reviewId/reply'),
  },
} as const;

/** The prefix of the admin API (`apiPaths.admin`). */
export const ADMIN_API_PREFIX = '/api/admin';
/** better-auth's own routes (the e-mailed verification link) live under this prefix. */
export const AUTH_API_PREFIX = '/api/auth';
