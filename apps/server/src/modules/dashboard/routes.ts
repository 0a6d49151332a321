import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, adminOverviewSchema } from '@marquee/contracts';
import { categories, films, orders, products, user } from '../../db/schema/index.js';

/** Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.overview.path, {
    schema: { tags: ['admin'], response: { 200: adminOverviewSchema } },
    handler: async () => {
      const count = (table: typeof products | typeof categories | typeof films | typeof orders) =>
        sql<number>`(select count(*)::int from ${table})`;
      const [row] = await app.db
        .select({
          products: count(products),
          categories: count(categories),
          films: count(films),
          orders: count(orders),
          customers: sql<number>`(select count(*)::int from ${user} where ${user.role} = 'customer')`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  });
};
