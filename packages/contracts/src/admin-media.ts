/**
 * Media uploads (issue 13, ADM-MEDIA-01..06, R-30): `POST apiPaths.admin.media` takes up to
 * MEDIA_MAX_FILES files as multipart/form-data and answers their items in upload order;
 * `DELETE apiPaths.admin.mediaItem` removes an upload nothing uses. The server sniffs each
 * file's type from its bytes and enforces the limits below; the upload control shows them.
 */
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

/** the largest image accepted, in bytes (the logo hint says 'up to 5MB'). */
export const MEDIA_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** the largest video accepted, in bytes; videos are stored as sent, not transcoded. */
export const MEDIA_MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** The longest side, in pixels, of a stored image; larger ones are scaled down on upload. */
export const MEDIA_MAX_IMAGE_SIDE = 2560;

/** What the server accepts, sniffed from the bytes: the MIME type and the extension it is stored with. */
export const mediaImageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;
export const mediaVideoTypes = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;

/** `?kind=image` for a control that takes images only (posters, banners): a video is then refused too. */
export const mediaUploadQuerySchema = z.object({
  kind: z.enum(['image', 'media'], { error: 'Must be image or media' }).default('media'),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** The answer of an upload: the stored files, in the order they were sent. */
export const mediaUploadResponseSchema = z.object({ items: z.array(mediaItemSchema) });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const mediaItemParamsSchema = z.object({
  mediaId: z.coerce
    .number({ error: 'Must be a media id' })
    .int('Must be a media id')
    .positive('Must be a media id')
    .max(2_147_483_647, 'Must be a media id'),
});
export type MediaItemParams = z.infer<typeof mediaItemParamsSchema>;
