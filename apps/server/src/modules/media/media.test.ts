import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, MEDIA_MAX_FILES, type MediaItem } from '@marquee/contracts';
import { adminAuditLog, mediaAssets, productImages } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, ORIGIN, signUp, TestClient } from '../../test/app.js';
import { createCategory, createProduct } from '../../test/factories.js';
import { multipart, postUploads, solidPng, type UploadPart } from '../../test/uploads.js';
import { releaseMedia } from './release.js';
import { sweepUnattachedMedia } from './service.js';

const store = testStoreForFile();
let admin: TestClient;
let uploadsDir: string;
beforeAll(async () => {
  admin = await signInAdmin(store);
  uploadsDir = path.join(store.config.mediaDir, 'uploads');
});

const upload = (
  client: TestClient | null,
  parts: UploadPart[],
  fields?: Record<string, string>,
  query?: Record<string, string>,
) => postUploads(store, client, parts, { fields, query });

const png = (width = 64, height = 48) => solidPng(width, height, { r: 200, g: 30, b: 60 });

/** A JPEG that says where it was taken and that it is stored on its side (EXIF orientation 6). */
const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 3' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '34/1 46/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** EXIF's GPS IFD pointer (tag 0x8825, little-endian as sharp writes it). */
const GPS_TAG = Buffer.from([0x25, 0x88]);

/** The smallest MP4 file-type recognises: an `ftyp` box. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    randomBytes(2048),
  ]);

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 30000 x 30000 black-and-white PNG (900 megapixels) that is about 100 KB on disk. */
function decompressionBomb() {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + side / 8); // filter byte + 1 bit per pixel, all black
  const raw = Buffer.alloc(row.length * side);
  const pixels = deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedFiles = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).filter((f) => !f.startsWith('.')) : []);
const keyOf = (item: MediaItem) => item.url.replace('/media/uploads/', '');
const mediaRows = () => store.database.db.select().from(mediaAssets);

async function uploadOne(name = 'poster.png'): Promise<MediaItem> {
  const response = await upload(admin, [{ name, content: await png(), type: 'image/png' }]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { items: MediaItem[] }).items[0]!;
}

describe('POST apiPaths.admin.media: who may upload (R-03)', () => {
  it('answers 401 to a guest and 403 to a customer, storing nothing', async () => {
    const before = storedFiles().length;
    const guest = await upload(null, [{ name: 'a.png', content: await png() }]);
    expect(guest.statusCode).toBe(401);

    const customer = new TestClient(store.app);
    await signUp(customer);
    const refused = await upload(customer, [{ name: 'a.png', content: await png() }]);
    expect(refused.statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('POST apiPaths.admin.media: stored files (ADM-MEDIA-04, ADM-MEDIA-06)', () => {
  it('ADM-MEDIA-06 a PNG and a JPEG come back as items {id, url, type, name} in upload order', async () => {
    const response = await upload(
      admin,
      [
        { name: 'front.png', content: await png(), type: 'image/png' },
        { name: 'C:\\fakepath\\holiday.jpg', content: await jpegWithGps(), type: 'image/jpeg' },
      ],
      { note: 'ignored', folder: '../../etc' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { items } = response.json() as { items: MediaItem[] };
    expect(items).toHaveLength(2);
    expect(items.map((i) => [i.type, i.name])).toEqual([
      ['image', 'front.png'],
      ['image', 'holiday.jpg'],
    ]);
    expect(items[0]!.url).toMatch(/^\/media\/uploads\/\d{8}T\d{6}Z-[0-9a-f]{16}\.png$/);
    expect(items[1]!.url).toMatch(/^\/media\/uploads\/\d{8}T\d{6}Z-[0-9a-f]{16}\.jpg$/);
    expect(items[0]!.id).not.toBe(items[1]!.id);
  });

  it('ADM-MEDIA-04 stores the file under a generated name (time, random part, sniffed extension), never the client’s', async () => {
    const item = await uploadOne('../../evil name.png');
    expect(item.name).toBe('evil name.png');
    expect(storedFiles()).toContain(keyOf(item));
    expect(storedFiles().some((f) => f.includes('evil'))).toBe(false);
    const [row] = await store.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, Number(item.id)));
    expect(row).toMatchObject({
      storageKey: keyOf(item),
      originalName: 'evil name.png',
      mimeType: 'image/png',
      kind: 'image',
    });
  });

  it('R-30 strips EXIF and GPS from a JPEG, turns it upright, and serves it at /media and as /img variants', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_TAG)).toBe(true);
    const response = await upload(admin, [{ name: 'gps.jpg', content: original }]);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = (response.json() as { items: MediaItem[] }).items;

    const served = await store.app.inject({ method: 'GET', url: item!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Stored on its side with orientation 6: now upright, 40 wide and 80 high.
    expect([metadata.width, metadata.height]).toEqual([40, 80]);

    const variant = await store.app.inject({ method: 'GET', url: `/img/320/webp/uploads/${keyOf(item!)}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('caps the longest side of a large image at 2560 px and keeps the size it was stored at', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await upload(admin, [{ name: 'wide.png', content: big }]);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = (response.json() as { items: MediaItem[] }).items;
    const [row] = await store.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, Number(item!.id)));
    expect([row!.width, row!.height]).toEqual([2560, 853]);
  });

  it('keeps an animated GIF animated, as a GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 20, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp(await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame)), {
      join: { animated: true },
    })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const response = await upload(admin, [{ name: 'loop.gif', content: animated }]);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = (response.json() as { items: MediaItem[] }).items;
    expect(item!.url).toMatch(/\.gif$/);
    const served = await store.app.inject({ method: 'GET', url: item!.url });
    const before = await sharp(animated).metadata();
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('gif');
    expect(after.pages).toBe(before.pages);
  });

  it('stores an MP4 as sent, as a video', async () => {
    const video = mp4();
    const response = await upload(admin, [{ name: 'trailer.mov', content: video, type: 'video/quicktime' }]);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = (response.json() as { items: MediaItem[] }).items;
    expect(item).toMatchObject({ type: 'video', name: 'trailer.mov' });
    expect(item!.url).toMatch(/\.mp4$/);
    const served = await store.app.inject({ method: 'GET', url: item!.url });
    expect(served.rawPayload.equals(video)).toBe(true);
  });

  it('keeps WebP as WebP and AVIF as AVIF', async () => {
    const base = sharp({ create: { width: 30, height: 30, channels: 3, background: '#123456' } });
    const response = await upload(admin, [
      { name: 'a.webp', content: await base.clone().webp().toBuffer() },
      { name: 'b.avif', content: await base.clone().avif().toBuffer() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { items } = response.json() as { items: MediaItem[] };
    expect(items.map((i) => i.url.split('.').pop())).toEqual(['webp', 'avif']);
    const formats = await Promise.all(
      items.map(
        async (i) =>
          (await sharp((await store.app.inject({ method: 'GET', url: i.url })).rawPayload).metadata()).format,
      ),
    );
    expect(formats).toEqual(['webp', 'heif']);
  });

  it('?kind=image (a banner, a poster) refuses a video with 415, and still takes images', async () => {
    const refused = await upload(admin, [{ name: 'clip.mp4', content: mp4() }], undefined, { kind: 'image' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.fields.files).toBe('clip.mp4: only images can be added here');
    const taken = await upload(admin, [{ name: 'banner.png', content: await png() }], undefined, { kind: 'image' });
    expect(taken.statusCode).toBe(201);
    const bad = await upload(admin, [{ name: 'banner.png', content: await png() }], undefined, { kind: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.kind).toBe('Must be image or media');
  });

  it('records one audit row per upload request, with the items', async () => {
    const item = await uploadOne('audited.png');
    const rows = await store.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.resource, 'media'), eq(adminAuditLog.action, 'upload')));
    const row = rows.find((r) => JSON.stringify(r.after).includes(item.url));
    expect(row).toBeDefined();
    expect(row!.after).toEqual([item]);
    expect(row!.actorEmail).toMatch(/^admin/);
  });
});

describe('POST apiPaths.admin.media: refusals (R-30), nothing kept', () => {
  async function expectRefused(parts: UploadPart[], status: number, code: string, field: RegExp) {
    const files = storedFiles().length;
    const rows = (await mediaRows()).length;
    const response = await upload(admin, parts);
    expect(response.statusCode, response.body).toBe(status);
    const { error } = response.json() as { error: { code: string; fields: { files: string } } };
    expect(error.code).toBe(code);
    expect(error.fields.files).toMatch(field);
    expect(storedFiles()).toHaveLength(files);
    expect(await mediaRows()).toHaveLength(rows);
  }

  it('refuses a shell script named photo.png with 415, naming the file', async () => {
    await expectRefused(
      [{ name: 'photo.png', content: '#!/bin/sh\nrm -rf /\n', type: 'image/png' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /^photo\.png: not an image or video/,
    );
  });

  it('refuses an SVG (it can carry script) with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(
      [{ name: 'logo.svg', content: svg, type: 'image/svg+xml' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /^logo\.svg/,
    );
  });

  it('refuses an HTML file named x.jpg with 415', async () => {
    await expectRefused(
      [{ name: 'x.jpg', content: '<!doctype html><html><script>alert(1)</script></html>', type: 'image/jpeg' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /^x\.jpg/,
    );
  });

  it('refuses a truncated PNG with 400', async () => {
    const whole = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    await expectRefused(
      [{ name: 'cut.png', content: whole.subarray(0, Math.floor(whole.length / 2)) }],
      400,
      'BAD_REQUEST',
      /^cut\.png: the image is damaged or incomplete/,
    );
  });

  it('refuses a decompression bomb (900 megapixels in ~100 KB) quickly with 400 @timing', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    await expectRefused(
      [{ name: 'bomb.png', content: bomb }],
      400,
      'BAD_REQUEST',
      /^bomb\.png: the image is too large/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses an image over 5 MB with 413 FILE_TOO_LARGE', async () => {
    const noise = await sharp({
      create: {
        width: 1500,
        height: 1500,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1024 * 1024);
    await expectRefused(
      [{ name: 'huge.png', content: noise }],
      413,
      'FILE_TOO_LARGE',
      /^huge\.png: the image is larger than 5MB/,
    );
  });

  it('refuses a video over 50 MB with 413, leaving no partial file', async () => {
    const video = Buffer.concat([mp4(), Buffer.alloc(50 * 1024 * 1024)]);
    await expectRefused(
      [{ name: 'long.mp4', content: video }],
      413,
      'FILE_TOO_LARGE',
      /^long\.mp4: the video is larger than 50MB/,
    );
    expect(readdirSync(uploadsDir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('MSG-UPL-01 refuses 11 files with 400 "Maximum 10 files allowed"', async () => {
    const image = await png();
    const parts = Array.from({ length: MEDIA_MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.png`, content: image }));
    await expectRefused(parts, 400, 'BAD_REQUEST', /^Maximum 10 files allowed$/);
  });

  it('is all or nothing: a good file then a bad one keeps neither', async () => {
    await expectRefused(
      [
        { name: 'good.png', content: await png() },
        { name: 'evil.png', content: '<?php system($_GET["c"]); ?>' },
      ],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /^evil\.png: not an image or video/,
    );
  });

  it('refuses a request without files with 400 naming files', async () => {
    const response = await upload(admin, [], { title: 'no file' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.files).toBe('Choose at least one file');
  });

  it('answers a cut-off multipart body with a 400, not a 500, and keeps nothing', async () => {
    const files = storedFiles().length;
    const body = multipart([{ name: 'a.png', content: await png() }]);
    const token = admin.cookie('marquee.session_token');
    const response = await store.app.inject({
      method: 'POST',
      url: apiPaths.admin.media.href(),
      headers: { origin: ORIGIN, 'content-type': body.contentType, cookie: `marquee.session_token=${token}` },
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a body that is not multipart with 400 naming files', async () => {
    const response = await admin.post(apiPaths.admin.media.href(), { files: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.files).toBe('Send the files as multipart/form-data');
  });
});

describe('DELETE apiPaths.admin.mediaItem', () => {
  it('deletes an unused upload: the file is gone, an audit row says who', async () => {
    const item = await uploadOne('to-delete.png');
    const response = await admin.delete(apiPaths.admin.mediaItem.href(item.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(storedFiles()).not.toContain(keyOf(item));
    expect((await store.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    const [audit] = await store.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.resource, 'media'),
          eq(adminAuditLog.action, 'delete'),
          eq(adminAuditLog.resourceId, item.id),
        ),
      );
    expect(audit!.before).toEqual(item);
  });

  it('answers 409 IN_USE while a product image shows it, and 404 for an unknown id', async () => {
    const item = await uploadOne('in-use.png');
    const category = await createCategory(store.database.db);
    const product = await createProduct(store.database.db, { categoryId: category.id });
    await store.database.db.insert(productImages).values({ productId: product.id, url: item.url, sortOrder: 0 });
    const response = await admin.delete(apiPaths.admin.mediaItem.href(item.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('IN_USE');
    expect(storedFiles()).toContain(keyOf(item));

    expect((await admin.delete(apiPaths.admin.mediaItem.href('999999'))).statusCode).toBe(404);
    expect((await admin.delete(apiPaths.admin.mediaItem.href('abc'))).statusCode).toBe(400);
  });
});

describe('releaseMedia and the sweep', () => {
  it('releaseMedia deletes dropped uploads nothing shows, keeps used ones, ignores other URLs', async () => {
    const kept = await uploadOne('kept.png');
    const dropped = await uploadOne('dropped.png');
    const category = await createCategory(store.database.db);
    const product = await createProduct(store.database.db, { categoryId: category.id });
    await store.database.db.insert(productImages).values({ productId: product.id, url: kept.url, sortOrder: 0 });

    await releaseMedia(store.app, [
      kept.url,
      dropped.url,
      '/media/demo/products/tee/1.svg',
      'https://example.com/x.png',
    ]);
    expect(storedFiles()).toContain(keyOf(kept));
    expect(storedFiles()).not.toContain(keyOf(dropped));
    const ids = (await mediaRows()).map((r) => String(r.id));
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(dropped.id);

    // The product drops it too: now it goes.
    await store.database.db.delete(productImages).where(eq(productImages.url, kept.url));
    await releaseMedia(store.app, [kept.url]);
    expect(storedFiles()).not.toContain(keyOf(kept));
  });

  it('the sweep deletes uploads never attached after 24 hours, and only those', async () => {
    const fresh = await uploadOne('fresh.png');
    const stale = await uploadOne('stale.png');
    const staleButUsed = await uploadOne('stale-used.png');
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const item of [stale, staleButUsed]) {
      await store.database.db
        .update(mediaAssets)
        .set({ createdAt: dayAndHourAgo })
        .where(eq(mediaAssets.id, Number(item.id)));
    }
    const category = await createCategory(store.database.db);
    const product = await createProduct(store.database.db, { categoryId: category.id });
    await store.database.db
      .insert(productImages)
      .values({ productId: product.id, url: staleButUsed.url, sortOrder: 0 });

    expect(await sweepUnattachedMedia(store.app)).toBeGreaterThanOrEqual(1);
    const files = storedFiles();
    expect(files).toContain(keyOf(fresh));
    expect(files).toContain(keyOf(staleButUsed));
    expect(files).not.toContain(keyOf(stale));
  });
});
