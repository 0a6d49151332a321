import { describe, expect, it } from 'vitest';
import { pageInputs } from './page-key.js';

const currencies = new Set(['USD', 'EUR']);
const inputs = (url: string, currency?: string) => pageInputs(url, { currency }, currencies);

describe('issue 10 page cache key: a page is rendered and kept by what it reads', () => {
  it('drops query parameters the page does not read, so /?a=1 and /?a=2 are one page', () => {
    expect(inputs('/?a=1').cacheKey).toBe(inputs('/?a=2').cacheKey);
    expect(inputs('/?a=1').url).toBe('/');
    expect(inputs('/product/5?utm_source=x&fbclid=y').url).toBe('/product/5');
  });

  it("keeps the listing's own parameters, in one order, as sent", () => {
    const a = inputs('/category/6?page=2&x=1&tags=3,17&sort=price_asc');
    const b = inputs('/category/6?sort=price_asc&tags=3,17&page=2');
    expect(a.url).toBe('/category/6?page=2&sort=price_asc&tags=3,17');
    expect(a.cacheKey).toBe(b.cacheKey);
    expect(inputs('/category/6?page=3').cacheKey).not.toBe(a.cacheKey);
  });

  it('reads an unknown currency as none', () => {
    expect(inputs('/', 'ZZZ')).toMatchObject({ language: 'en', currency: undefined });
    expect(inputs('/', 'ZZZ').cacheKey).toBe(inputs('/').cacheKey);
    expect(inputs('/', 'EUR').cacheKey).not.toBe(inputs('/').cacheKey);
  });

  it('issue 29: the address decides the language, /he/… Hebrew, and each is its own page', () => {
    expect(inputs('/he/product/5?utm_source=x')).toMatchObject({ language: 'he', url: '/he/product/5' });
    expect(inputs('/he/category/6?page=2&x=1')).toMatchObject({ language: 'he', url: '/he/category/6?page=2' });
    expect(inputs('/he', 'EUR')).toMatchObject({ language: 'he', currency: 'EUR', url: '/he' });
    expect(inputs('/he/product/5').cacheKey).not.toBe(inputs('/product/5').cacheKey);
    expect(inputs('/help')).toMatchObject({ language: 'en' });
  });

  it('passes a forwarding page its whole query and never caches it', () => {
    expect(inputs('/order-success?token=abc&PayerID=Z')).toMatchObject({
      url: '/order-success?token=abc&PayerID=Z',
      cacheKey: null,
    });
  });

  it('survives malformed percent-encoding', () => {
    expect(inputs('/products?%E0%A4%A=1&page=2').url).toBe('/products?page=2');
  });
});
