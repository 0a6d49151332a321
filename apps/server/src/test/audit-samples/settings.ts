import { apiPaths } from '@marquee/contracts';
import { currencies } from '../../db/schema/index.js';
import type { AuditSamples } from './types.js';

/** Issue 14 Settings: one sample per write route (announcement, logo, theme, social links, currency; issue 29's store address). */
export const settingsAuditSamples: AuditSamples = (context) => {
  const { unique } = context;
  return {
    'PUT /api/admin/settings/announcement': async () => ({
      path: apiPaths.admin.announcement.href(),
      body: { enabled: true, message: `Sale ${unique()}`, background_color: '#1d4ed8', text_color: '#ffffff' },
      resource: 'settings/announcement_bar',
    }),
    'PUT /api/admin/settings/logo': async () => ({
      path: apiPaths.admin.siteLogo.href(),
      body: { url: `https://cdn.example.com/${unique()}.png`, alt: 'Logo', width: 150, height: 50 },
      resource: 'settings/site_logo',
    }),
    'PUT /api/admin/settings/theme': async () => ({
      path: apiPaths.admin.themeColors.href(),
      body: { primary: '#1d4ed8', secondary: '#be185d', accent: '#0e7490' },
      resource: 'settings/theme_colors',
    }),
    'PUT /api/admin/settings/social-links': async () => ({
      path: apiPaths.admin.socialLinks.href(),
      body: { links: [{ type: 'instagram', url: `https://instagram.com/${unique()}` }] },
      resource: 'settings/social_links',
    }),
    'PUT /api/admin/settings/store-address': async () => ({
      path: apiPaths.admin.storeAddress.href(),
      body: { name: 'Marquee Ltd', address: `${unique()} Film Street\nLondon` },
      resource: 'settings/store_address',
    }),
    'PATCH /api/admin/currencies/:code': async () => {
      // The store is made after the samples (context's getter).
      await context.store.database.db
        .insert(currencies)
        .values({ code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93 })
        .onConflictDoNothing();
      return { path: apiPaths.admin.currency.href('EUR'), body: { rate: 0.95 }, resource: 'currencies' };
    },
  };
};
