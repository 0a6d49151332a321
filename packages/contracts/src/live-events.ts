import { z } from 'zod';
import { liveEventTypes, type LiveEventType } from './constants.js';

/** The payload a live store change carries (constants in constants.ts, free of zod). */
export const liveEventSchema = z.object({
  type: z.enum(Object.values(liveEventTypes) as [LiveEventType, ...LiveEventType[]]),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
