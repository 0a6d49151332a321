import { describe, expect, it } from 'vitest';
import { legacyAdminHref, resolveAdminLocation } from './admin-tabs';

const shown = (tab: string, section?: string) => {
  const location = resolveAdminLocation(tab, section);
  return location.kind === 'tab' ? [location.tab.key, location.section?.key] : location;
};

describe('admin URLs', () => {
  it('ADM-SHELL-05 every tab and sub-tab has its own address', () => {
    expect(shown('products')).toEqual(['products', 'products']);
    expect(shown('products', 'sets')).toEqual(['products', 'productSets']);
    expect(shown('categories')).toEqual(['categories', 'categories']);
    expect(shown('categories', 'tags')).toEqual(['categories', 'productTags']);
    expect(shown('films')).toEqual(['films', 'films']);
    expect(shown('films', 'homepage')).toEqual(['films', 'homepageFilms']);
    expect(shown('dream-box')).toEqual(['dreamBox', undefined]);
    expect(shown('pages', 'custom')).toEqual(['pages', 'customPages']);
    expect(shown('pages', 'home-sections')).toEqual(['pages', 'homeSections']);
    expect(shown('pages', 'hero')).toEqual(['pages', 'heroSection']);
    expect(shown('pages', 'elements')).toEqual(['pages', 'pageElements']);
    expect(shown('chat')).toEqual(['chat', undefined]);
    expect(shown('settings', 'announcements')).toEqual(['settings', 'announcements']);
    expect(shown('settings', 'site')).toEqual(['settings', 'siteSettings']);
    expect(shown('settings', 'social')).toEqual(['settings', 'socialMedia']);
    expect(shown('orders')).toEqual(['orders', undefined]);
    expect(shown('coupons')).toEqual(['coupons', undefined]);
    expect(shown('customers')).toEqual(['customers', undefined]);
    expect(resolveAdminLocation('audit-log', undefined)).toEqual({ kind: 'auditLog' });
  });

  it('a tab whose sub-tabs all have segments opens its first', () => {
    expect(resolveAdminLocation('pages', undefined)).toEqual({ kind: 'redirect', to: '/admin/pages/custom' });
    expect(resolveAdminLocation('settings', undefined)).toEqual({
      kind: 'redirect',
      to: '/admin/settings/announcements',
    });
  });

  it('unknown tabs and sections are not found', () => {
    for (const [tab, section] of [
      ['nope', undefined],
      ['products', 'nope'],
      ['orders', 'x'],
      ['audit-log', 'x'],
      ['dreamBox', undefined],
    ] as const) {
      expect(resolveAdminLocation(tab, section)).toEqual({ kind: 'notFound' });
    }
  });

  it('the ?tab=&section= links of earlier builds point to the new addresses', () => {
    expect(legacyAdminHref('orders', null)).toBe('/admin/orders');
    expect(legacyAdminHref('products', 'productSets')).toBe('/admin/products/sets');
    expect(legacyAdminHref('products', null)).toBe('/admin/products');
    expect(legacyAdminHref('pages', 'heroSection')).toBe('/admin/pages/hero');
    expect(legacyAdminHref('pages', null)).toBe('/admin/pages/custom');
    expect(legacyAdminHref('dreamBox', null)).toBe('/admin/dream-box');
    expect(legacyAdminHref('nope', null)).toBeUndefined();
    expect(legacyAdminHref(null, null)).toBeUndefined();
  });
});
