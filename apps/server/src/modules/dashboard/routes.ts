import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, adminOverviewSchema } from '@marquee/contracts';
import { getAdminOverview } from './overview-queries.js';

/** Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.overview.path, {
    schema: { tags: ['admin'], response: { 200: adminOverviewSchema } },
    handler: () => getAdminOverview(app.db, app.clock()),
  });
};
