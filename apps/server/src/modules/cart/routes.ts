import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBodySchema,
  apiErrorSchema,
  apiPaths,
  cartItemParamsSchema,
  cartSchema,
  updateCartItemBodySchema,
} from '@marquee/contracts';
import { addToCart, clearCart, getCart, removeFromCart, setCartQuantity } from './service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The shopper's own cart: the owner is the session's user or the guest cookie, never input. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(apiPaths.cart.path, {
    schema: { tags: ['cart'], response: { 200: cartSchema } },
    handler: async (request, reply) => getCart(app.db, await request.owner(reply)),
  });

  app.post(apiPaths.cartItems.path, {
    schema: { tags: ['cart'], body: addCartItemBodySchema, response: { 200: cartSchema, ...errors } },
    handler: async (request, reply) =>
      addToCart(app.db, await request.owner(reply), request.body.productId, request.body.quantity),
  });

  app.patch(apiPaths.cartItem.path, {
    schema: {
      tags: ['cart'],
      params: cartItemParamsSchema,
      body: updateCartItemBodySchema,
      response: { 200: cartSchema, ...errors },
    },
    handler: async (request, reply) =>
      setCartQuantity(app.db, await request.owner(reply), request.params.productId, request.body.quantity),
  });

  app.delete(apiPaths.cartItem.path, {
    schema: { tags: ['cart'], params: cartItemParamsSchema, response: { 200: cartSchema, ...errors } },
    handler: async (request, reply) => removeFromCart(app.db, await request.owner(reply), request.params.productId),
  });

  app.delete(apiPaths.cart.path, {
    schema: { tags: ['cart'], response: { 200: cartSchema } },
    handler: async (request, reply) => clearCart(app.db, await request.owner(reply)),
  });
};
