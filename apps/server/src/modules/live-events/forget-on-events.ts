import type { FastifyInstance } from 'fastify';

/**
 * For a cache that must forget what it holds on every live event (any catalogue change).
 * Returns a check: it resolves true once `forget` is subscribed, so no later event can be
 * missed and the cache may keep entries; false when there is no event source or the LISTEN
 * failed, and then the cache must keep nothing (the next check tries again).
 */
export function forgetOnLiveEvents(
  app: FastifyInstance,
  forget: () => void,
  failureMessage: string,
): () => Promise<boolean> {
  let subscribed: Promise<boolean> | null = null;
  return () => {
    if (!app.liveEvents.hasSource) return Promise.resolve(false);
    subscribed ??= app.liveEvents.subscribe(forget).then(
      () => true,
      (error: unknown) => {
        app.log.warn({ err: error }, failureMessage);
        subscribed = null;
        return false;
      },
    );
    return subscribed;
  };
}
