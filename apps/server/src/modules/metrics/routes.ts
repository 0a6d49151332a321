import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@marquee/contracts';
import { notFound } from '../../lib/errors.js';
import { isInProcess } from '../../lib/in-process.js';
import { mayReadMetrics } from './access.js';
import { createStoreMetrics, type MetricsDatabase } from './registry.js';

/**
 * GET /api/metrics and the request counting behind it. Not encapsulated, so its onResponse hook
 * sees every route; registered before the routes.
 */
export const metricsPlugin = fp<{ database: MetricsDatabase | undefined }>(
  async (app: FastifyInstance, { database }) => {
    const metrics = createStoreMetrics({
      db: app.db,
      database,
      memoryBudgetMiB: app.config.memoryBudgetMiB,
      log: app.log,
    });

    // A callback hook, as the onSend in app.ts: every reply passes here.
    app.addHook('onResponse', (request, reply, done) => {
      // The page's own API reads while rendering are part of the page request, counted once.
      if (!isInProcess(request)) metrics.observe(request, reply);
      done();
    });

    app.get(apiPaths.metrics.path, {
      // Not in the API document: the endpoint is for operators, and a 404 to everyone else.
      schema: { hide: true },
      handler: async (request, reply) => {
        // The not-found handler's own answer, so the endpoint is not advertised.
        if (!(await mayReadMetrics(request))) throw notFound(`No API route ${request.method} ${apiPaths.metrics.path}`);
        return reply
          .header('cache-control', 'no-store')
          .type(metrics.contentType)
          .send(await metrics.render());
      },
    });
  },
  { name: 'metrics', dependencies: ['auth'] },
);
