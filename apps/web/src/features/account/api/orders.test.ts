import { describe, expect, it } from 'vitest';
import { nextOrdersPage } from './orders';

describe('the Orders tab pages (ACC-16)', () => {
  it('offers the next page while orders are left, and none after the last', () => {
    expect(nextOrdersPage({ items: [], total: 25, page: 1, pageSize: 10 })).toBe(2);
    expect(nextOrdersPage({ items: [], total: 25, page: 3, pageSize: 10 })).toBeUndefined();
    expect(nextOrdersPage({ items: [], total: 20, page: 2, pageSize: 10 })).toBeUndefined();
    expect(nextOrdersPage({ items: [], total: 0, page: 1, pageSize: 10 })).toBeUndefined();
  });
});
