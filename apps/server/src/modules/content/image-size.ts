import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ContentBlock, ImageBlock } from '@marquee/contracts';
import { contentTypeOf, type Storage } from '../../lib/storage.js';

interface Size {
  width: number;
  height: number;
}

/** Where /media images are read from: uploads through their storage (maybe a bucket), the rest from the media folder. */
export interface MediaFiles {
  mediaDir: string;
  uploads: Storage;
}

/** file path or upload key → size at a version; a replaced file (new mtime) is read again. */
const cache = new Map<string, { version: number; size: Size | null }>();
const MAX_ENTRIES = 500;

function remember(id: string, version: number, size: Size | null) {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(id, { version, size });
  return size;
}

async function sizeOf(image: Sharp): Promise<Size | null> {
  const meta = await image.metadata();
  return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/**
 * The pixel size of a /media image, or null (not ours, missing, unreadable). sharp reads only the
 * header, and the answer is kept in memory, so a page view costs a stat. An upload's key is never
 * written twice, so once its size is known no request reaches its storage again.
 */
export async function mediaImageSize(media: MediaFiles, src: string): Promise<Size | null> {
  if (!src.startsWith('/media/')) return null;
  try {
    const key = media.uploads.keyOf(src);
    if (key !== null) {
      // A video put in an image block is not downloaded (up to 50 MB) only for sharp to refuse it.
      if (!contentTypeOf(key).startsWith('image/')) return null;
      const hit = cache.get(`upload:${key}`);
      if (hit) return hit.size;
      const found = await media.uploads.get(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return remember(`upload:${key}`, 0, await sizeOf(sharp(Buffer.concat(chunks))));
    }
    // Inside the try: a malformed escape (an admin's '50%off.png') is not an image, not a 500.
    const relative = decodeURIComponent(src.slice('/media/'.length).split(/[?#]/)[0] ?? '');
    const file = path.resolve(media.mediaDir, relative);
    // A path that climbs out of the media folder is not a media image.
    if (!file.startsWith(path.resolve(media.mediaDir) + path.sep)) return null;
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.version === mtimeMs) return hit.size;
    return remember(file, mtimeMs, await sizeOf(sharp(file)));
  } catch {
    return null;
  }
}

const isImage = (block: ContentBlock): block is ImageBlock =>
  block.type === 'image' && typeof (block as ImageBlock).src === 'string';

/** Image blocks with their own width and height added, so the page reserves the right space (no layout shift). */
export function withImageSizes(blocks: ContentBlock[], media: MediaFiles): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (!isImage(block)) return block;
      const size = await mediaImageSize(media, block.src);
      return size ? { ...block, ...size } : block;
    }),
  );
}
