import { z } from 'zod';

/**
 * Live store changes (SF-GEN-05, ADM-SET-02): writers NOTIFY this PostgreSQL channel, every
 * server instance LISTENs once and forwards each payload to its browsers over Server-Sent Events.
 */
export const LIVE_EVENTS_CHANNEL = 'marquee_events';

/** Spec "Session and connection": realtime heartbeat 25 s, reconnect back-off 1, 2, 5, 10 s. */
export const LIVE_EVENTS_HEARTBEAT_MS = 25_000;
export const LIVE_EVENTS_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export const liveEventTypes = { productSetsChanged: 'product-sets-changed' } as const;

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(liveEventTypes.productSetsChanged) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
