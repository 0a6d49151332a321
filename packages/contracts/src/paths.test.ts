import { describe, expect, it } from 'vitest';
import { apiPaths, findPage, paths, routesOf, type Route } from './paths.js';

/** The pattern as a regular expression: each `:name` stands for one path segment. */
const matcher = (route: Route) => new RegExp(`^${route.path.replace(/:[A-Za-z0-9]+/g, '[^/]+')}$`);

describe('the route table', () => {
  it('builds each URL by filling the parameters in order, encoded', () => {
    expect(paths.product.href(42)).toBe('/product/42');
    expect(paths.page.href('a b/c')).toBe('/page/a%20b%2Fc');
    expect(apiPaths.filmProducts.href(7)).toBe('/api/films/7/products');
    expect(apiPaths.products.href()).toBe('/api/products');
  });

  it('appends a query given as values (undefined left out) or as a string', () => {
    expect(paths.checkout.href({ dreambox: 'true', coupon: undefined })).toBe('/checkout?dreambox=true');
    expect(paths.orderConfirmation.href('?id=7')).toBe('/order-confirmation?id=7');
    expect(paths.orderConfirmation.href('id=7')).toBe('/order-confirmation?id=7');
    expect(paths.orderConfirmation.href('')).toBe('/order-confirmation');
    expect(paths.product.href(3, { tab: 'reviews' })).toBe('/product/3?tab=reviews');
  });

  it('gives every page and endpoint a URL its own pattern matches', () => {
    for (const route of [...routesOf(paths), ...routesOf(apiPaths)]) {
      const href = route.href(...(Array(8).fill('x') as []));
      expect(href.split('?')[0], route.path).toMatch(matcher(route));
    }
  });

  it('keeps pages and API apart, and every address unique', () => {
    const pages = routesOf(paths).map((route) => route.path);
    const api = routesOf(apiPaths).map((route) => route.path);
    expect(pages.filter((path) => path.startsWith('/api'))).toEqual([]);
    expect(api.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(new Set([...pages, ...api]).size).toBe(pages.length + api.length);
  });

  it('asks for exactly the parameters the pattern names (checked by the type checker)', () => {
    // @ts-expect-error a product page needs its id
    expect(() => paths.product.href()).not.toThrow();
    // @ts-expect-error the home page takes no parameter, only a query
    paths.home.href(1, 2);
  });

  it('finds the page an address belongs to, fixed paths before parameters', () => {
    expect(findPage('/')).toBe(paths.home);
    expect(findPage('/category/6')).toBe(paths.category);
    expect(findPage('/Category/6/')).toBe(paths.category);
    expect(findPage('/admin/login')).toBe(paths.admin.login);
    expect(findPage('/page/faq')).toBe(paths.page);
    expect(findPage('/category/6/extra')).toBeUndefined();
    expect(findPage('/nowhere')).toBeUndefined();
    expect(paths.category.search).toEqual(['tags', 'sort', 'page']);
    expect(paths.film.search).toEqual([]);
  });
});
