/**
 * Issue 30 point 6: with S3_BUCKET set, uploads go to an S3-compatible bucket (a local s3rver
 * here) and the store serves them from there at the same /media/uploads URLs, resizes them at
 * /img and sizes them on content pages, with nothing written to its own disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CustomPage, type ImageBlock, type MediaItem } from '@marquee/contracts';
import { customPages } from '../../db/schema/index.js';
import { newStorageKey } from '../../lib/storage.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../test/app.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { postUploads, uploadPng } from '../../test/uploads.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});
const store = testStoreForFile({ env: () => s3.env });
let admin: TestClient;
let image: MediaItem;
beforeAll(async () => {
  admin = await signInAdmin(store);
  image = await uploadPng(store, admin, { name: 'poster.png', width: 600, height: 400 });
});

const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });
const keyOf = (item: MediaItem) => item.url.replace('/media/uploads/', '');

describe('issue 30 uploads in object storage', () => {
  it('stores the upload in the bucket, not on the local disk, at the usual /media/uploads URL', async () => {
    expect(image.url).toMatch(/^\/media\/uploads\/\d{8}T\d{6}Z-[0-9a-f]{16}\.png$/);
    const local = path.join(store.config.mediaDir, 'uploads');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    expect(await store.app.storage.stat(keyOf(image))).toMatchObject({ contentType: 'image/png' });
  });

  it('serves it from the bucket with its type, nosniff and a year of immutable caching; 304 on revalidation', async () => {
    const response = await get(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 400 });
    const stored = await store.app.storage.get(keyOf(image));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(response.rawPayload.equals(Buffer.concat(chunks))).toBe(true);

    const again = await get(image.url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a video in ranges, as Safari asks for it', async () => {
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(4096, 3),
    ]);
    const uploaded = await postUploads(store, admin, [{ name: 'trailer.mp4', content: video }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [item] = (uploaded.json() as { items: MediaItem[] }).items;
    const part = await get(item!.url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.body).toBe('ftypmp42');
    const tail = await get(item!.url, { range: 'bytes=-4' });
    expect(tail.rawPayload.equals(video.subarray(-4))).toBe(true);
    expect((await get(item!.url, { range: `bytes=${video.length}-` })).statusCode).toBe(416);
    expect((await get(item!.url)).rawPayload.equals(video)).toBe(true);
  });

  it('is 404 for a key the bucket does not hold and for a name that is not a key', async () => {
    expect((await get(`/media/uploads/${newStorageKey('png')}`)).statusCode).toBe(404);
    expect((await get('/media/uploads/..%2F..%2Fsession-secret')).statusCode).toBe(404);
    expect((await get(`/img/320/webp/uploads/${newStorageKey('png')}`)).statusCode).toBe(404);
  });

  it('resizes it at /img from the bucket', async () => {
    const response = await get(`/img/320/webp/uploads/${keyOf(image)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });

  it('gives a content page block showing it its size, so the page reserves its space', async () => {
    await store.database.db.insert(customPages).values({
      slug: 'bucket-page',
      title: 'From the bucket',
      isPublished: true,
      content: [{ type: 'image', src: image.url, alt: 'Poster' }],
    });
    const response = await get(apiPaths.customPage.href('bucket-page'));
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as CustomPage;
    expect(page.blocks[0] as ImageBlock).toMatchObject({ src: image.url, width: 600, height: 400 });
  });

  it('deleting the upload removes it from the bucket: the file and its variants are gone', async () => {
    const other = await uploadPng(store, admin, { name: 'gone.png', width: 300, height: 200 });
    const variant = `/img/160/webp/uploads/${keyOf(other)}`;
    expect((await get(variant)).statusCode).toBe(200);
    const deleted = await admin.delete(apiPaths.admin.mediaItem.href(other.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await store.app.storage.stat(keyOf(other))).toBeNull();
    expect((await get(other.url)).statusCode).toBe(404);
    expect((await get(variant)).statusCode).toBe(404);
  });
});
