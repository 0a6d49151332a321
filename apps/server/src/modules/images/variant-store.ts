import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes, type ImageVariantFormat } from '@marquee/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { isStorageKey, UPLOADS_FOLDER, type Storage } from '../../lib/storage.js';
import { createLimit } from './limit.js';
import { ImageTooLargeError, renderVariant } from './render.js';

/** Bump when the encoder settings change, so every cached variant is made again. */
const RENDER_VERSION = 1;

/** Sources a variant may be made from; GIFs are left alone (a variant would drop the animation). */
const SOURCE_TYPES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif']);

export interface VariantRequest {
  /** The path under the media directory, as decoded from the URL. */
  path: string;
  width: number;
  format: ImageVariantFormat;
}

export interface Variant {
  key: string;
  etag: string;
  lastModified: Date;
  format: ImageVariantFormat;
}

interface Located extends Variant {
  /** A file under the media folder, or an upload's key in the storage. */
  source: { file: string } | { upload: string };
  cacheFile: string;
  vector: boolean;
  width: number;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * Resized images on disk: each (source version, width, format) is encoded once, written under
 * `cacheDir`, and read back from there afterwards. Requests for a variant that is being encoded
 * wait for that encode instead of starting their own. Uploads (`uploads/<key>`) are read through
 * `uploads`, which may be a bucket (decision 103); anything else (the seeded artwork) from the
 * media folder.
 */
export function createVariantStore(options: {
  mediaDir: string;
  cacheDir: string;
  maxParallel: number;
  uploads: Storage;
}) {
  const limit = createLimit(options.maxParallel);
  const inFlight = new Map<string, Promise<Buffer>>();
  const mediaRoot = realpath(options.mediaDir);
  // Keep the promise from rejecting unhandled if the folder is missing; locate() reports it as a 404.
  mediaRoot.catch(() => undefined);

  /** The source file and cache slot of a variant; 400 for a malformed path, 404 when there is no such image. */
  async function locate(request: VariantRequest): Promise<Located> {
    const segments = request.path.split('/');
    if (
      request.path.includes('\\') ||
      request.path.includes('\0') ||
      segments.some((s) => s === '' || s === '.' || s === '..')
    ) {
      throw badRequest('path: Must be a file path inside the media folder', {
        path: 'Must be a file path inside the media folder',
      });
    }
    const extension = path.extname(request.path).toLowerCase();
    if (!SOURCE_TYPES.has(extension)) {
      throw badRequest('path: Must be an SVG, PNG, JPEG, WebP or AVIF image', {
        path: 'Must be an SVG, PNG, JPEG, WebP or AVIF image',
      });
    }

    const [folder, key, ...deeper] = segments;
    const located = (source: Located['source'], version: { size: number; modified: Date }): Located => {
      const cacheKey = createHash('sha256')
        .update(
          [RENDER_VERSION, request.path, version.modified.getTime(), version.size, request.width, request.format].join(
            '\0',
          ),
        )
        .digest('hex')
        .slice(0, 32);
      return {
        key: cacheKey,
        etag: `"${cacheKey}"`,
        lastModified: version.modified,
        format: request.format,
        source,
        cacheFile: path.join(options.cacheDir, cacheKey.slice(0, 2), `${cacheKey}.${request.format}`),
        vector: extension === '.svg',
        width: request.width,
      };
    };
    if (folder === UPLOADS_FOLDER && key !== undefined && deeper.length === 0 && isStorageKey(key)) {
      // One HEAD on a bucket: a deleted upload's variants stop being served at once.
      const file = await options.uploads.stat(key);
      if (!file) throw notFound('No such image.');
      return located({ upload: key }, { size: file.size, modified: file.lastModified });
    }

    let source: string;
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      const root = await mediaRoot;
      // realpath follows symbolic links, so a link pointing out of the media folder is caught too.
      source = await realpath(path.join(root, request.path));
      const relative = path.relative(root, source);
      if (relative.startsWith('..') || path.isAbsolute(relative)) throw notFound('No such image.');
      info = await stat(source);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isMissing(error)) throw notFound('No such image.');
      throw error;
    }
    if (!info.isFile()) throw notFound('No such image.');
    return located({ file: source }, { size: info.size, modified: info.mtime });
  }

  /** The encoded bytes: from the disk cache, from an encode already running, or from a new encode. */
  async function load(variant: Located): Promise<Buffer> {
    const running = inFlight.get(variant.key);
    if (running) return running;
    try {
      return await readFile(variant.cacheFile);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    // Another request may have started the encode while the cache was being read.
    const started = inFlight.get(variant.key) ?? encode(variant);
    return started;
  }

  function encode(variant: Located): Promise<Buffer> {
    const job = limit(async () => {
      const bytes = await render(variant);
      await mkdir(path.dirname(variant.cacheFile), { recursive: true });
      // Write then rename: a reader never sees a half-written file.
      const temporary = `${variant.cacheFile}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, variant.cacheFile).catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        throw error;
      });
      return bytes;
    }).finally(() => inFlight.delete(variant.key));
    inFlight.set(variant.key, job);
    return job;
  }

  /** The original's bytes; read inside the encode's slot, so at most `maxParallel` originals are in memory. */
  async function original(source: Located['source']): Promise<Buffer> {
    if ('file' in source) return readFile(source.file);
    const found = await options.uploads.get(source.upload);
    if (!found) throw notFound('No such image.');
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function render(variant: Located): Promise<Buffer> {
    const source = await original(variant.source);
    try {
      return await renderVariant(source, { width: variant.width, format: variant.format, vector: variant.vector });
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw new AppError(413, errorCodes.IMAGE_TOO_LARGE, error.message);
      // A damaged or mislabelled file is the upload's fault, not the server's.
      throw new AppError(
        422,
        errorCodes.UNREADABLE_IMAGE,
        `This image could not be read (${(error as Error).message}).`,
      );
    }
  }

  return { locate, load };
}

export type VariantStore = ReturnType<typeof createVariantStore>;
