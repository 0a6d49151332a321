import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, currencyListSchema, publicSettingsSchema } from '@marquee/contracts';
import { getPublicSettings, listCurrencies } from './service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.settings.path, {
    schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    handler: async () => getPublicSettings(app.db),
  });

  app.get(apiPaths.currencies.path, {
    schema: { tags: ['settings'], response: { 200: currencyListSchema } },
    handler: async () => listCurrencies(app.db),
  });
};
