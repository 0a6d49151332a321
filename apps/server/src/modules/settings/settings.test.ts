import { describe, expect, it } from 'vitest';
import { currencies, siteSettings } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';

const store = testStoreForFile();

describe('GET /api/settings', () => {
  it('falls back to the specification defaults when nothing is stored', async () => {
    const settings = (await store.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.dreamBoxPriceCents).toBe(2999);
    expect(settings.freeShippingThresholdCents).toBe(8500);
    expect(settings.socialLinks).toEqual([]);
    expect(settings.siteLogo).toBeNull();
    expect(settings.announcementBar).toMatchObject({
      enabled: false,
      background_color: '#8b5cf6',
      text_color: '#ffffff',
    });
    expect(settings.theme).toEqual({ primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' });
  });

  it('DM-37 reads stored values, a logo given as a bare URL and a social-links JSON string included', async () => {
    await store.database.db.insert(siteSettings).values([
      { settingKey: 'site_logo', settingValue: '/media/demo/logo.svg' },
      {
        settingKey: 'social_links',
        settingValue: JSON.stringify([
          { type: 'instagram', url: 'https://instagram.com/m' },
          { type: 'myspace', url: 'x' },
        ]),
      },
      { settingKey: 'dream_box_price', settingValue: 34.5 },
    ]);
    const settings = (await store.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.siteLogo).toEqual({ url: '/media/demo/logo.svg', alt: 'Site Logo', width: 150, height: 50 });
    expect(settings.socialLinks).toEqual([{ type: 'instagram', url: 'https://instagram.com/m' }]);
    expect(settings.dreamBoxPriceCents).toBe(3450);
  });
});

describe('GET /api/currencies', () => {
  it('DM-21 lists the stored currencies with their rates in order', async () => {
    await store.database.db.insert(currencies).values([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, sortOrder: 0 },
      { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 144.61, sortOrder: 4 },
    ]);
    const list = (await store.app.inject({ method: 'GET', url: '/api/currencies' })).json();
    expect(list).toEqual([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
      { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 144.61 },
    ]);
  });
});
