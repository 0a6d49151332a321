import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths, errorCodes } from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.health.path, {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get(apiPaths.ready.path, {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ready') }), 503: apiErrorSchema } },
    handler: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new AppError(503, errorCodes.NOT_READY, 'The database is not reachable.');
      }
      return { status: 'ready' as const };
    },
  });
};
