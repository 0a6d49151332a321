import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, wishlistItemParamsSchema, wishlistSchema } from '@marquee/contracts';
import { addToWishlist, getWishlist, removeFromWishlist } from './service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The shopper's own wishlist: the owner is the session's user or the guest cookie. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(apiPaths.wishlist.path, {
    schema: { tags: ['wishlist'], response: { 200: wishlistSchema } },
    handler: async (request, reply) => getWishlist(app.db, await request.owner(reply)),
  });

  // PUT: adding twice is the same as adding once.
  app.put(apiPaths.wishlistItem.path, {
    schema: { tags: ['wishlist'], params: wishlistItemParamsSchema, response: { 200: wishlistSchema, ...errors } },
    handler: async (request, reply) => addToWishlist(app.db, await request.owner(reply), request.params.productId),
  });

  app.delete(apiPaths.wishlistItem.path, {
    schema: { tags: ['wishlist'], params: wishlistItemParamsSchema, response: { 200: wishlistSchema, ...errors } },
    handler: async (request, reply) => removeFromWishlist(app.db, await request.owner(reply), request.params.productId),
  });
};
