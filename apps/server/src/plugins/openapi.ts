import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@marquee/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdmin } from './auth.js';

/**
 * The OpenAPI document and its browsable pages. In production they are the staff's: the
 * document lists every admin path, which is a map for an attacker (issue 27).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marquee API',
        description: 'The store API behind the Marquee storefront, account area and admin.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'marquee.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: apiPaths.docs.path,
    ...(app.config.env === 'production' && { uiHooks: { onRequest: requireAdmin } }),
  });
}
