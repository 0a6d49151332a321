import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentBlock, ImageBlock } from '@marquee/contracts';

interface Size {
  width: number;
  height: number;
}

/** path → size at a modification time; a replaced file (new mtime) is read again. */
const cache = new Map<string, { mtimeMs: number; size: Size | null }>();
const MAX_ENTRIES = 500;

/**
 * The pixel size of a local /media image, or null (not local, missing, unreadable). sharp reads
 * only the header, and the answer is kept in memory by path and mtime, so a page view costs a stat.
 */
export async function mediaImageSize(mediaDir: string, src: string): Promise<Size | null> {
  if (!src.startsWith('/media/')) return null;
  try {
    // Inside the try: a malformed escape (an admin's '50%off.png') is not an image, not a 500.
    const relative = decodeURIComponent(src.slice('/media/'.length).split(/[?#]/)[0] ?? '');
    const file = path.resolve(mediaDir, relative);
    // A path that climbs out of the media folder is not a media image.
    if (!file.startsWith(path.resolve(mediaDir) + path.sep)) return null;
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.size;
    const meta = await sharp(file).metadata();
    const size = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(file, { mtimeMs, size });
    return size;
  } catch {
    return null;
  }
}

const isImage = (block: ContentBlock): block is ImageBlock =>
  block.type === 'image' && typeof (block as ImageBlock).src === 'string';

/** Image blocks with their own width and height added, so the page reserves the right space (no layout shift). */
export function withImageSizes(blocks: ContentBlock[], mediaDir: string): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (!isImage(block)) return block;
      const size = await mediaImageSize(mediaDir, block.src);
      return size ? { ...block, ...size } : block;
    }),
  );
}
