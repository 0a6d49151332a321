import { z } from 'zod';

/** ADM-MEDIA-06: an uploaded item. `url` is under /media; images get responsive variants from /img. */
export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['image', 'video']),
  name: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** ADM-MEDIA-03: the default number of files per upload control; the page banner allows 1. */
export const MEDIA_MAX_FILES = 10;
