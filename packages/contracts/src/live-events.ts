import { z } from 'zod';
import { liveEventTypes } from './constants.js';

/** The payload a live store change carries (constants in constants.ts, free of zod). */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(liveEventTypes.productSetsChanged) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
