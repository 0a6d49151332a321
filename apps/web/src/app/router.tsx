import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@marquee/contracts';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { customPageQueryOptions } from '@/features/content/api/get-custom-page';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { filmQueryOptions } from '@/features/films/api/get-film';
import { filmProductsQueryOptions } from '@/features/films/api/get-film-products';
import { filmsQueryOptions } from '@/features/films/api/get-films';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { currenciesQueryOptions } from '@/features/settings/api/get-currencies';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { parseId } from '@/lib/params';
import { categoryLoader, productsLoader } from './listing-loaders';
import { FullPageFallback } from './provider';
import type { ScreenHandle } from './routes/coming-soon';
import { AppRoot } from './shells/root';
import { StoreRoot } from './shells/store-root';

/** Rendered by redirect-only routes while their loader redirects (nothing to show). */
const Redirecting = () => null;

/** Turns a route module's named component into what the router's `lazy` expects. */
const component = (Component: ComponentType) => ({ Component });

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

const pageLoader =
  (client: QueryClient) =>
  ({ params }: { params: { slug?: string } }) => {
    if (params.slug) void client.prefetchQuery(pageQueryOptions(params.slug));
    return null;
  };

const customPageLoader =
  (client: QueryClient) =>
  ({ params }: { params: { slug?: string } }) => {
    if (params.slug) void client.prefetchQuery(customPageQueryOptions(params.slug));
    return null;
  };

const productLoader =
  (client: QueryClient) =>
  ({ params }: { params: { id?: string } }) => {
    const id = parseId(params.id);
    if (id !== null) void client.prefetchQuery(productQueryOptions(id));
    return null;
  };

const comingSoon = (path: string, screen: ScreenHandle['screen']): RouteObject => ({
  path,
  handle: { screen } satisfies ScreenHandle,
  lazy: () => import('./routes/coming-soon').then((m) => component(m.ComingSoonRoute)),
});

export function createRoutes(client: QueryClient): RouteObject[] {
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
                {
                  index: true,
                  loader: homeLoader(client),
                  lazy: () => import('./routes/home').then((m) => component(m.HomeRoute)),
                },
                {
                  path: paths.product.path,
                  loader: productLoader(client),
                  lazy: () => import('./routes/product').then((m) => component(m.ProductRoute)),
                },
                {
                  path: paths.login.path,
                  lazy: () => import('./routes/login').then((m) => component(m.LoginRoute)),
                },
                {
                  path: paths.resetPassword.path,
                  lazy: () => import('./routes/reset-password').then((m) => component(m.ResetPasswordRoute)),
                },
                {
                  path: paths.account.path,
                  lazy: () => import('./routes/account').then((m) => component(m.AccountRoute)),
                },
                {
                  path: paths.films.path,
                  loader: filmsLoader(client),
                  lazy: () => import('./routes/films').then((m) => component(m.FilmsRoute)),
                },
                {
                  path: paths.film.path,
                  loader: filmLoader(client),
                  lazy: () => import('./routes/film').then((m) => component(m.FilmRoute)),
                },
                {
                  path: paths.category.path,
                  loader: categoryLoader(client),
                  lazy: () => import('./routes/category').then((m) => component(m.CategoryRoute)),
                },
                {
                  path: paths.products.path,
                  loader: productsLoader(client),
                  lazy: () => import('./routes/products').then((m) => component(m.ProductsRoute)),
                },
                {
                  path: paths.cart.path,
                  lazy: () => import('./routes/cart').then((m) => component(m.CartRoute)),
                },
                {
                  path: paths.wishlist.path,
                  lazy: () => import('./routes/wishlist').then((m) => component(m.WishlistRoute)),
                },
                comingSoon(paths.checkout.path, 'checkout'),
                comingSoon(paths.orderConfirmation.path, 'orderConfirmation'),
                comingSoon(paths.thankYou.path, 'thankYou'),
                comingSoon(paths.orderTracking.path, 'orderTracking'),
                {
                  path: paths.page.path,
                  loader: pageLoader(client),
                  lazy: () => import('./routes/page').then((m) => component(m.PageRoute)),
                },
                {
                  path: paths.customPage.path,
                  loader: customPageLoader(client),
                  lazy: () => import('./routes/custom-page').then((m) => component(m.CustomPageRoute)),
                },
                {
                  path: '*',
                  lazy: () => import('./routes/not-found').then((m) => component(m.NotFoundRoute)),
                },
              ],
            },
          ],
        },
        {
          // /order-success is the other specification's name of the confirmation page.
          path: paths.orderSuccess.path,
          Component: Redirecting,
          loader: ({ request }) => redirect(paths.orderConfirmation.href(new URL(request.url).search)),
        },
        {
          // The original admin list opened custom pages at /pages/{slug}.
          path: paths.legacyCustomPage.path,
          Component: Redirecting,
          loader: ({ params }) => redirect(paths.customPage.href(params.slug ?? '')),
        },
        {
          id: 'admin',
          path: paths.admin.root.path,
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              lazy: () => import('./routes/admin').then((m) => component(m.AdminDashboardRoute)),
            },
            {
              path: paths.admin.login.path,
              lazy: () => import('./routes/admin').then((m) => component(m.AdminLoginRoute)),
            },
          ],
        },
      ],
    },
  ];
}
