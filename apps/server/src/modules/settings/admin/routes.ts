import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCurrencyListSchema,
  adminCurrencySchema,
  adminSettingsSchema,
  announcementBarSchema,
  announcementBodySchema,
  apiErrorSchema,
  apiPaths,
  currencyCodeParamsSchema,
  currencyPatchBodySchema,
  siteLogoBodySchema,
  siteLogoSchema,
  socialLinkSchema,
  socialLinksBodySchema,
  storeAddressBodySchema,
  storeAddressSchema,
  themeColorsBodySchema,
  themeColorsSchema,
} from '@marquee/contracts';
import { z } from 'zod';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  getAdminSettings,
  listAllCurrencies,
  saveAnnouncement,
  saveSiteLogo,
  saveSocialLinks,
  saveStoreAddress,
  saveThemeColors,
  updateCurrency,
} from './service.js';

/**
 * The Settings tab (apiPaths.admin.settings, announcement, siteLogo, themeColors, socialLinks,
 * storeAddress, currencies, currency). Admin-only: registered inside the guarded /api/admin scope (see app.ts).
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const invalid = { 400: apiErrorSchema };

  app.get(apiPaths.admin.settings.path, {
    schema: { tags, response: { 200: adminSettingsSchema } },
    handler: () => getAdminSettings(app.db),
  });

  app.put(apiPaths.admin.announcement.path, {
    schema: { tags, body: announcementBodySchema, response: { 200: announcementBarSchema, ...invalid } },
    handler: async (request) => saveAnnouncement(app.db, await adminActor(request), request.body),
  });

  app.put(apiPaths.admin.siteLogo.path, {
    schema: { tags, body: siteLogoBodySchema, response: { 200: siteLogoSchema.nullable(), ...invalid } },
    handler: async (request) => releaseDropped(app, saveSiteLogo(app.db, await adminActor(request), request.body)),
  });

  app.put(apiPaths.admin.themeColors.path, {
    schema: { tags, body: themeColorsBodySchema, response: { 200: themeColorsSchema, ...invalid } },
    handler: async (request) => saveThemeColors(app.db, await adminActor(request), request.body),
  });

  app.put(apiPaths.admin.socialLinks.path, {
    schema: { tags, body: socialLinksBodySchema, response: { 200: z.array(socialLinkSchema), ...invalid } },
    handler: async (request) => saveSocialLinks(app.db, await adminActor(request), request.body.links),
  });

  app.put(apiPaths.admin.storeAddress.path, {
    schema: { tags, body: storeAddressBodySchema, response: { 200: storeAddressSchema, ...invalid } },
    handler: async (request) => saveStoreAddress(app.db, await adminActor(request), request.body),
  });

  app.get(apiPaths.admin.currencies.path, {
    schema: { tags, response: { 200: adminCurrencyListSchema } },
    handler: () => listAllCurrencies(app.db),
  });

  app.patch(apiPaths.admin.currency.path, {
    schema: {
      tags,
      params: currencyCodeParamsSchema,
      body: currencyPatchBodySchema,
      response: { 200: adminCurrencySchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => updateCurrency(app.db, await adminActor(request), request.params.code, request.body),
  });
};
