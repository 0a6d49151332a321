import { randomBytes } from 'node:crypto';
import sharp, { type Color } from 'sharp';
import { expect } from 'vitest';
import { apiPaths, type MediaItem } from '@marquee/contracts';
import { mediaAssets } from '../db/schema/index.js';
import { ORIGIN, type TestClient, type TestStore } from './app.js';

export interface UploadPart {
  name: string;
  content: Buffer | string;
  /** What the client claims; the server must not believe it. */
  type?: string;
  /** The form field (default `files`, the upload control's). */
  field?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData sends it. */
export function multipart(parts: UploadPart[], fields: Record<string, string> = {}) {
  const boundary = `----marquee${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs files to the media API as `client` (null: a guest); `query.kind: 'image'` as an image-only control sends. */
export function postUploads(
  store: TestStore,
  client: TestClient | null,
  parts: UploadPart[],
  options: { fields?: Record<string, string>; query?: Record<string, string> } = {},
) {
  const body = multipart(parts, options.fields);
  const token = client?.cookie('marquee.session_token');
  return store.app.inject({
    method: 'POST',
    url: apiPaths.admin.media.href(options.query),
    headers: {
      origin: ORIGIN,
      'content-type': body.contentType,
      ...(token && { cookie: `marquee.session_token=${token}` }),
    },
    payload: body.payload,
  });
}

/** A PNG of one colour (an RGB object or a CSS colour). */
export const solidPng = (width: number, height: number, background: Color = { r: 9, g: 90, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** One PNG uploaded by `admin`, as the upload control sends it; any answer but 201 fails the test. */
export async function uploadPng(
  store: TestStore,
  admin: TestClient,
  file: { name: string; width: number; height: number; query?: Record<string, string> },
): Promise<MediaItem> {
  const content = await solidPng(file.width, file.height);
  const response = await postUploads(store, admin, [{ name: file.name, content, type: 'image/png' }], {
    query: file.query,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { items: MediaItem[] }).items[0]!;
}

/** Whether the upload's media row is still stored (its key is the URL under /media/uploads/). */
export async function isUploadStored(store: TestStore, url: string): Promise<boolean> {
  const rows = await store.database.db.select({ key: mediaAssets.storageKey }).from(mediaAssets);
  return rows.some((row) => row.key === url.replace('/media/uploads/', ''));
}
