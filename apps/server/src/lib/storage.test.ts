import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestS3, type TestS3 } from '../test/s3.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, newStorageKey, type Storage } from './storage.js';

const temporary = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const s3Storage = (env: Record<string, string> = {}) => {
  const config = loadConfig({ DATA_DIR: temporary('marquee-s3-store-'), ...s3.env, ...env });
  return createS3Storage(config.s3!, { spoolDir: path.join(config.dataDir, 'spool') });
};

describe.each([
  ['local disk', () => createLocalStorage(temporary('marquee-media-'))],
  ['S3 (s3rver)', () => s3Storage()],
])('issue 30 the %s storage', (_name, open) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it('gives back what was put, with its type and length, from a buffer and from a stream', async () => {
    const jpeg = newStorageKey('jpg');
    const bytes = Buffer.from('not really a jpeg, but bytes all the same');
    await storage.put(jpeg, bytes, 'image/jpeg');
    const found = await storage.get(jpeg);
    expect(found).toMatchObject({ contentType: 'image/jpeg', size: bytes.length });
    expect((await bytesOf(found!.body)).equals(bytes)).toBe(true);
    expect(await storage.stat(jpeg)).toMatchObject({
      contentType: 'image/jpeg',
      size: bytes.length,
      etag: found!.etag,
    });

    const mp4 = newStorageKey('mp4');
    const video = Buffer.alloc(300_000, 7);
    const { Readable } = await import('node:stream');
    await storage.put(mp4, Readable.from([video.subarray(0, 100_000), video.subarray(100_000)]), 'video/mp4');
    expect((await bytesOf((await storage.get(mp4))!.body)).equals(video)).toBe(true);
    const part = await storage.get(mp4, { start: 10, end: 19 });
    expect(part!.size).toBe(video.length);
    expect((await bytesOf(part!.body)).equals(video.subarray(10, 20))).toBe(true);
  });

  it('answers null for a missing file; deleting it, or deleting twice, is not an error', async () => {
    const key = newStorageKey('png');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, Buffer.from('png'), 'image/png');
    await storage.delete(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get(key)).toBeNull();
  });

  it('a stream that fails halfway stores nothing', async () => {
    const key = newStorageKey('webm');
    const { Readable } = await import('node:stream');
    async function* failing() {
      yield Buffer.alloc(1000, 1);
      throw new Error('the upload was cut off');
    }
    await expect(storage.put(key, Readable.from(failing()), 'video/webm')).rejects.toThrow('cut off');
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses a key it did not make, so no path or object name comes from a client', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
    expect(() => storage.publicUrl('a/b.png')).toThrow(/storage key/);
  });
});

describe('issue 30 S3 storage settings', () => {
  it('keeps objects under S3_PREFIX: another prefix on the same bucket does not see them', async () => {
    const [shop, other] = [s3Storage({ S3_PREFIX: '/shop/' }), s3Storage({ S3_PREFIX: 'other' })];
    const key = newStorageKey('png');
    await shop.put(key, Buffer.from('pixels'), 'image/png');
    expect(await shop.stat(key)).not.toBeNull();
    expect(await other.stat(key)).toBeNull();
    expect(shop.publicUrl(key)).toBe(`/media/uploads/${key}`);
    shop.close();
    other.close();
  });

  it('a bucket that does not exist is an error, not a missing file (a wrong S3_BUCKET shows in the logs)', async () => {
    const wrong = s3Storage({ S3_BUCKET: 'no-such-bucket' });
    await expect(wrong.get(newStorageKey('png'))).rejects.toThrow(/bucket/i);
    await expect(wrong.put(newStorageKey('png'), Buffer.from('x'), 'image/png')).rejects.toThrow(/bucket/i);
    wrong.close();
  });
});
