import { imageVariantUrl } from '@marquee/contracts';
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoArtwork } from '../../db/seed/artwork-manifest.js';
import { testStoreForFile } from '../../test/app.js';
import type * as render from './render.js';
import { MAX_SVG_DENSITY, renderVariant, svgDensity } from './render.js';

// Counts real encodes, so a test can tell a cached or shared answer from a fresh one.
vi.mock('./render.js', async (importOriginal) => {
  const actual = await importOriginal<typeof render>();
  return { ...actual, renderVariant: vi.fn(actual.renderVariant) };
});
const encodes = vi.mocked(renderVariant);

const store = testStoreForFile();
/** A real product image of the demo catalogue (an 800x800 SVG). */
let productFile: string;

beforeAll(async () => {
  const art = [...demoArtwork()].find((a) => a.url.includes('/products/'));
  if (!art) throw new Error('the demo artwork has no product image');
  productFile = art.file;
  mkdirSync(path.dirname(path.join(store.config.mediaDir, art.file)), { recursive: true });
  writeFileSync(path.join(store.config.mediaDir, art.file), art.svg);
});
beforeEach(() => {
  encodes.mockClear();
});

const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });
const cacheFiles = () => {
  const root = path.join(store.config.dataDir, 'cache', 'img');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};

describe('GET /img/:width/:format/*', () => {
  it('serves a WebP of a media SVG rasterised at the asked width', async () => {
    const response = await get(`/img/480/webp/${productFile}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  it('serves an AVIF, encoded once and read from the disk cache afterwards', async () => {
    const url = `/img/960/avif/${productFile}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 960, height: 960 });
    expect(encodes).toHaveBeenCalledTimes(1);

    const cached = cacheFiles().filter((e) => e.name.endsWith('.avif'));
    expect(cached).toHaveLength(1);
    const cachedAt = statSync(path.join(cached[0]!.parentPath, cached[0]!.name)).mtimeMs;

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(encodes).toHaveBeenCalledTimes(1);
    expect(statSync(path.join(cached[0]!.parentPath, cached[0]!.name)).mtimeMs).toBe(cachedAt);

    const revalidated = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('shares one encode between requests that arrive together', async () => {
    const url = `/img/320/avif/${productFile}`;
    const responses = await Promise.all([get(url), get(url), get(url)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(encodes).toHaveBeenCalledTimes(1);
    expect(responses[1]!.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
  });

  it('makes a new variant when the source file changes', async () => {
    const name = 'uploads/changing.png';
    const file = path.join(store.config.mediaDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    const png = (colour: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
        .png()
        .toBuffer();
    writeFileSync(file, await png('#ff0000'));
    const before = await get(`/img/320/webp/${name}`);
    writeFileSync(file, await png('#0000ff'));
    const future = new Date(Date.now() + 5_000);
    utimesSync(file, future, future);
    const after = await get(`/img/320/webp/${name}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(encodes).toHaveBeenCalledTimes(2);
  });

  it('serves a file whose name needs escaping, as the web app writes its URL', async () => {
    const name = 'uploads/my poster, v2.png';
    const file = path.join(store.config.mediaDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer(),
    );
    const response = await get(imageVariantUrl(name, 160, 'webp'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('sends the browser to the original when a file cannot be resized', async () => {
    const name = 'uploads/not really.png';
    const file = path.join(store.config.mediaDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'these bytes are no PNG');
    const response = await get(imageVariantUrl(name, 320, 'avif'));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/media/uploads/not%20really.png');
  });

  it('never enlarges a raster image beyond its own pixels', async () => {
    const name = 'uploads/small.png';
    const file = path.join(store.config.mediaDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    const response = await get(`/img/1920/webp/${name}`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('answers 400 naming the field for a width or format outside the allowlist', async () => {
    const width = await get(`/img/123/webp/${productFile}`);
    expect(width.statusCode).toBe(400);
    expect(width.json().error.fields).toHaveProperty('width');
    expect(width.json().error.fields.width).toContain('480');

    const format = await get(`/img/480/gif/${productFile}`);
    expect(format.statusCode).toBe(400);
    expect(format.json().error.fields).toHaveProperty('format');

    const notAnImage = await get('/img/480/webp/notes.txt');
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().error.fields).toHaveProperty('path');
  });

  it('answers 404 for a missing source', async () => {
    const response = await get('/img/480/webp/demo/products/no-such-product/1.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('never reads a file outside the media folder', async () => {
    // A real image beside the media folder: reachable only by escaping it.
    const outside = path.join(store.config.dataDir, 'outside.png');
    writeFileSync(
      outside,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000000' } })
        .png()
        .toBuffer(),
    );
    symlinkSync(outside, path.join(store.config.mediaDir, 'link-out.png'));

    for (const url of [
      '/img/160/webp/..%2F..%2Fetc%2Fpasswd',
      '/img/160/webp/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd.png',
      '/img/160/webp/..%2Foutside.png',
      '/img/160/webp/demo%2F..%2F..%2Foutside.png',
      '/img/160/webp/%2Fetc%2Fpasswd.png',
      '/img/160/webp/link-out.png',
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
    }
    expect(encodes).not.toHaveBeenCalled();
  });
});

/** A valid PNG of `width` x `height` black 1-bit pixels: a few kilobytes that decode to width x height pixels. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then width bits of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('issue 10: images too large to resize are refused', () => {
  const put = (name: string, bytes: Buffer | string) => {
    const file = path.join(store.config.mediaDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  };

  it('answers 413 for a raster over 40 megapixels instead of decoding it', async () => {
    // 48 MP in about 6 KB: under sharp's default limit of 268 MP, so it used to be decoded.
    put('uploads/bomb.png', blankPng(8000, 6000));
    const response = await get('/img/160/webp/uploads/bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(response.json().error.message).toContain('8000×6000');
    expect(cacheFiles().some((e) => e.name.includes('bomb'))).toBe(false);
  });

  it('answers 413 for an SVG that would be drawn over 40 megapixels at the asked width', async () => {
    // 10 x 1000 at 1920 px wide is 1920 x 192000 pixels.
    put(
      'uploads/tall.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="1000"><rect width="10" height="1000" fill="red"/></svg>',
    );
    const response = await get('/img/1920/webp/uploads/tall.svg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('IMAGE_TOO_LARGE');
    // The same drawing at a width that stays under the limit is served.
    expect((await get('/img/160/webp/uploads/tall.svg')).statusCode).toBe(200);
  });

  it('draws an SVG at a capped density and enlarges the bitmap beyond it', async () => {
    expect(svgDensity(800, 1920)).toBeCloseTo(172.8);
    expect(svgDensity(10, 1920)).toBe(MAX_SVG_DENSITY);
    expect(MAX_SVG_DENSITY).toBeLessThanOrEqual(72 * 32);
    put(
      'uploads/tiny.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>',
    );
    const response = await get('/img/1920/webp/uploads/tiny.svg');
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1920, height: 1920 });
  });
});
