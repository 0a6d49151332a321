import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@marquee/contracts';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { customPageQueryOptions } from '@/features/content/api/get-custom-page';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { rememberedCurrencyCode } from '@/lib/currency';
import { filmQueryOptions } from '@/features/films/api/get-film';
import { filmProductsQueryOptions } from '@/features/films/api/get-film-products';
import { filmsQueryOptions } from '@/features/films/api/get-films';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { currenciesQueryOptions } from '@/features/settings/api/get-currencies';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { parseId } from '@/lib/params';
import { categoryLoader, productsLoader } from './listing-loaders';
import type { PageMetaName } from './page-meta';
import { FullPageFallback } from './provider';
import { AppRoot } from './shells/root';
import { StoreRoot } from './shells/store-root';

/** Rendered by redirect-only routes while their loader redirects (nothing to show). */
const Redirecting = () => null;

/**
 * What the server learns from a matched route (ssr/render-page.tsx): every leaf route names
 * its `meta` (a function in app/page-meta.ts, which only the server loads); a lazy route names
 * its `module` (its file under app/, the build manifest's key) so its code is fetched with the
 * page; `render: 'browser'` keeps a section out of server rendering.
 */
export interface RouteHandle {
  meta?: PageMetaName;
  module?: string;
  render?: 'browser';
}

/** Where route modules live, as the build manifest names them (checked by router.test.ts). */
export const ROUTES_DIR = 'src/app/';

type RouteModule = Record<string, ComponentType>;
/** Every route module, each its own chunk (Vite splits `import.meta.glob` like `import()`). */
const routeModules = import.meta.glob<RouteModule>(['./routes/*.tsx', './routes/admin/index.ts']);

/** A page: its lazily loaded component (`file` under app/routes, its named export) and its meta. */
function page(file: string, exportName: string, meta: PageMetaName, route: RouteObject = {}): RouteObject {
  const key = `./routes/${file}`;
  const load = routeModules[key];
  if (!load) throw new Error(`No route module ${key}`);
  return {
    ...route,
    handle: { ...route.handle, meta, module: `${ROUTES_DIR}${key.slice(2)}` } satisfies RouteHandle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (!Component) throw new Error(`${key} exports no ${exportName}`);
      return { Component };
    },
  } as RouteObject;
}

/*
 * Loaders only start fetches (prefetch, not awaited): the screen renders at once with its
 * skeleton, and the data request runs in parallel with the download of the route's code.
 * They use the same query options as the components.
 */
const storeLoader = (client: QueryClient) => () => {
  void client.prefetchQuery(sessionQueryOptions());
  void client.prefetchQuery(settingsQueryOptions());
  void client.prefetchQuery(currenciesQueryOptions());
  return null;
};

/**
 * The admin's gate and its login both wait for the session: the browser asks for it while their
 * code loads. The server, which leaves the admin to the browser, asks nothing.
 */
const adminLoader = (client: QueryClient) => () => {
  if (!import.meta.env.SSR) void client.prefetchQuery(sessionQueryOptions());
  return null;
};

const homeLoader = (client: QueryClient) => () => {
  void client.prefetchQuery(homeQueryOptions());
  void client.prefetchQuery(categoriesQueryOptions());
  return null;
};

const filmsLoader = (client: QueryClient) => () => {
  void client.prefetchQuery(filmsQueryOptions());
  return null;
};

const filmLoader =
  (client: QueryClient) =>
  ({ params }: { params: { id?: string } }) => {
    const id = parseId(params.id);
    if (id !== null) {
      void client.prefetchQuery(filmQueryOptions(id));
      void client.prefetchQuery(filmProductsQueryOptions(id));
    }
    return null;
  };

/** Content pages come with their prices filled in the shopper's currency (decision 098). */
const pageLoader =
  (client: QueryClient, currency: () => string) =>
  ({ params }: { params: { slug?: string } }) => {
    if (params.slug) void client.prefetchQuery(pageQueryOptions(params.slug, currency()));
    return null;
  };

const customPageLoader =
  (client: QueryClient, currency: () => string) =>
  ({ params }: { params: { slug?: string } }) => {
    if (params.slug) void client.prefetchQuery(customPageQueryOptions(params.slug, currency()));
    return null;
  };

const productLoader =
  (client: QueryClient) =>
  ({ params }: { params: { id?: string } }) => {
    const id = parseId(params.id);
    if (id !== null) void client.prefetchQuery(productQueryOptions(id));
    return null;
  };

/**
 * `currency`: the shopper's currency code as the page is drawn in it (the server passes the one
 * it renders with; the browser reads the remembered one).
 */
export function createRoutes(client: QueryClient, currency: () => string = rememberedCurrencyCode): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: FullPageFallback,
      children: [
        {
          id: 'store',
          Component: StoreRoot,
          loader: storeLoader(client),
          ErrorBoundary: RouteError,
          children: [
            {
              // Errors inside a page keep the header and footer usable.
              ErrorBoundary: RouteError,
              children: [
                page('home.tsx', 'HomeRoute', 'home', { index: true, loader: homeLoader(client) }),
                page('product.tsx', 'ProductRoute', 'product', {
                  path: paths.product.path,
                  loader: productLoader(client),
                }),
                page('login.tsx', 'LoginRoute', 'store', { path: paths.login.path }),
                page('reset-password.tsx', 'ResetPasswordRoute', 'store', { path: paths.resetPassword.path }),
                page('newsletter-confirm.tsx', 'NewsletterConfirmRoute', 'store', {
                  path: paths.newsletterConfirm.path,
                }),
                page('newsletter-unsubscribe.tsx', 'NewsletterUnsubscribeRoute', 'store', {
                  path: paths.newsletterUnsubscribe.path,
                }),
                page('account.tsx', 'AccountRoute', 'store', { path: paths.account.path }),
                page('films.tsx', 'FilmsRoute', 'store', { path: paths.films.path, loader: filmsLoader(client) }),
                page('film.tsx', 'FilmRoute', 'film', { path: paths.film.path, loader: filmLoader(client) }),
                page('category.tsx', 'CategoryRoute', 'category', {
                  path: paths.category.path,
                  loader: categoryLoader(client),
                }),
                page('products.tsx', 'ProductsRoute', 'store', {
                  path: paths.products.path,
                  loader: productsLoader(client),
                }),
                page('cart.tsx', 'CartRoute', 'store', { path: paths.cart.path }),
                page('wishlist.tsx', 'WishlistRoute', 'store', { path: paths.wishlist.path }),
                page('checkout.tsx', 'CheckoutRoute', 'store', { path: paths.checkout.path }),
                page('order-confirmation.tsx', 'OrderConfirmationRoute', 'store', {
                  path: paths.orderConfirmation.path,
                }),
                page('thank-you.tsx', 'ThankYouRoute', 'store', { path: paths.thankYou.path }),
                page('order-tracking.tsx', 'OrderTrackingRoute', 'store', { path: paths.orderTracking.path }),
                page('page.tsx', 'PageRoute', 'page', { path: paths.page.path, loader: pageLoader(client, currency) }),
                page('custom-page.tsx', 'CustomPageRoute', 'customPage', {
                  path: paths.customPage.path,
                  loader: customPageLoader(client, currency),
                }),
                page('not-found.tsx', 'NotFoundRoute', 'notFound', { path: '*' }),
              ],
            },
          ],
        },
        {
          // /order-success is the other specification's name of the confirmation page.
          path: paths.orderSuccess.path,
          Component: Redirecting,
          handle: { meta: 'store' } satisfies RouteHandle,
          loader: ({ request }) => redirect(paths.orderConfirmation.href(new URL(request.url).search)),
        },
        {
          // The original admin list opened custom pages at /pages/{slug}.
          path: paths.legacyCustomPage.path,
          Component: Redirecting,
          handle: { meta: 'store' } satisfies RouteHandle,
          loader: ({ params }) => redirect(paths.customPage.href(params.slug ?? '')),
        },
        {
          // Staff only, and personal: the browser renders it with the staff member's session.
          id: 'admin',
          path: paths.admin.root.path,
          handle: { render: 'browser' } satisfies RouteHandle,
          loader: adminLoader(client),
          ErrorBoundary: RouteError,
          children: [
            page('admin/index.ts', 'AdminLoginRoute', 'store', { path: paths.admin.login.path }),
            {
              // The dashboard's gate, header and Logout around every screen; the tabs are addresses.
              ...(page('admin/index.ts', 'AdminDashboardLayout', 'store') as NonIndexRouteObject),
              children: [
                page('admin/index.ts', 'AdminOverviewRoute', 'store', { index: true }),
                page('admin/index.ts', 'AdminTabRoute', 'store', { path: paths.admin.tab.path }),
                page('admin/index.ts', 'AdminTabRoute', 'store', { path: paths.admin.section.path }),
              ],
            },
            {
              // An order's invoice and packing slip: the gate alone, so the page prints as a sheet.
              ...(page('admin/index.ts', 'AdminDocumentLayout', 'store') as NonIndexRouteObject),
              children: [
                page('admin/index.ts', 'AdminOrderInvoiceRoute', 'store', { path: paths.admin.orderInvoice.path }),
                page('admin/index.ts', 'AdminPackingSlipRoute', 'store', { path: paths.admin.orderPackingSlip.path }),
              ],
            },
          ],
        },
      ],
    },
  ];
}
