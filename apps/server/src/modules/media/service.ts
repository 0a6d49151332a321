/**
 * Uploads (issue 13, ADM-MEDIA-04/06, R-30): store each file of a request under a generated
 * name, all or none; delete an upload nothing shows; forget uploads a save dropped
 * (releaseMedia) or that were never attached (the sweep).
 */
import type { Readable } from 'node:stream';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorCodes, MEDIA_MAX_FILES, type MediaItem } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { mediaAssets, type MediaAsset } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { startPeriodic } from '../../lib/periodic.js';
import { recordAdminWrite, type AdminActor } from '../audit/record.js';
import { cleanFile, cleanFileName } from './clean-file.js';
import { deleteUnreferencedMedia } from './references.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';

/** One part of a multipart request that carries a file. */
export interface IncomingFile {
  filename: string | undefined;
  file: Readable;
}

export const tooManyFiles = () =>
  badRequest(`Maximum ${MEDIA_MAX_FILES} files allowed`, { files: `Maximum ${MEDIA_MAX_FILES} files allowed` });

export const toMediaItem = (asset: MediaAsset, storage: Storage): MediaItem => ({
  id: String(asset.id),
  url: storage.publicUrl(asset.storageKey),
  type: asset.kind,
  name: asset.originalName,
});

interface Deps {
  db: Db;
  storage: Storage;
  now?: () => Date;
}

/**
 * Stores every file of `files` in order, then writes their rows and one audit row in one
 * transaction. Any refusal (type, size, a broken image, too many files, a failed write) deletes
 * what this request already stored and is rethrown: the answer names the bad file.
 */
export async function uploadMedia(
  { db, storage, now = () => new Date() }: Deps,
  actor: AdminActor,
  files: AsyncIterable<IncomingFile>,
  options: { imagesOnly?: boolean } = {},
): Promise<MediaItem[]> {
  const stored: Array<Omit<typeof mediaAssets.$inferInsert, 'id'>> = [];
  try {
    for await (const part of files) {
      if (stored.length >= MEDIA_MAX_FILES) throw tooManyFiles();
      const name = cleanFileName(part.filename);
      const file = await cleanFile(part.file, name, options.imagesOnly);
      const storageKey = newStorageKey(file.extension, now());
      if (file.kind === 'image') {
        await storage.put(storageKey, file.data, file.mime);
        stored.push({
          storageKey,
          originalName: name,
          mimeType: file.mime,
          kind: 'image',
          bytes: file.data.length,
          width: file.width,
          height: file.height,
        });
      } else {
        // Listed before the write ends, so a video refused halfway is cleaned up with the rest.
        const row = { storageKey, originalName: name, mimeType: file.mime, kind: 'video' as const, bytes: 0 };
        stored.push(row);
        await storage.put(storageKey, file.stream, file.mime);
        row.bytes = file.bytes();
      }
    }
    if (stored.length === 0)
      throw badRequest('Choose at least one file to upload.', { files: 'Choose at least one file' });
    return await db.transaction(async (tx) => {
      const rows = await tx.insert(mediaAssets).values(stored).returning();
      const items = rows.map((row) => toMediaItem(row, storage));
      await recordAdminWrite(tx, actor, { action: 'upload', resource: 'media', after: items });
      return items;
    });
  } catch (error) {
    await Promise.all(stored.map((row) => storage.delete(row.storageKey).catch(() => undefined)));
    throw error;
  }
}

/** DELETE: removes an upload that no row shows (409 IN_USE otherwise), with its audit row; then its file. */
export async function deleteMedia({ db, storage }: Deps, actor: AdminActor, id: number): Promise<void> {
  const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  if (!asset) throw notFound('No upload with this id.');
  const item = toMediaItem(asset, storage);
  await db.transaction(async (tx) => {
    const deleted = await deleteUnreferencedMedia(tx, [{ storageKey: asset.storageKey, url: item.url }]);
    if (deleted.length === 0) {
      throw new AppError(
        409,
        errorCodes.IN_USE,
        'This file is still used by a product, film, set or page. Remove it there first.',
      );
    }
    await recordAdminWrite(tx, actor, { action: 'delete', resource: 'media', resourceId: id, before: item });
  });
  await storage.delete(asset.storageKey);
}

/** Deletes the rows, then the files, of the given uploads that no row shows; returns how many. */
async function forgetUnreferenced(app: FastifyInstance, assets: readonly Pick<MediaAsset, 'storageKey'>[]) {
  const candidates = assets.map((a) => ({ storageKey: a.storageKey, url: app.storage.publicUrl(a.storageKey) }));
  const deleted = await deleteUnreferencedMedia(app.db, candidates);
  await Promise.all(deleted.map((row) => app.storage.delete(row.storageKey)));
  return deleted.length;
}

/** releaseMedia's work (release.ts): the uploads among `urls` that nothing shows any more. */
export async function releaseUploads(app: FastifyInstance, urls: readonly string[]): Promise<number> {
  const keys = [...new Set(urls.map((url) => app.storage.keyOf(url)).filter((key): key is string => key !== null))];
  if (keys.length === 0) return 0;
  const assets = await app.db
    .select({ storageKey: mediaAssets.storageKey })
    .from(mediaAssets)
    .where(inArray(mediaAssets.storageKey, keys));
  return forgetUnreferenced(app, assets);
}

/** An upload no row shows is kept this long (the admin may still be filling in the form), then swept. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Uploads looked at per sweep round, so one round stays short however many piled up. */
const SWEEP_BATCH = 200;

/** Deletes uploads older than the TTL that no row shows; returns how many. */
export async function sweepUnattachedMedia(app: FastifyInstance, now = app.clock()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  let swept = 0;
  let afterId = 0;
  for (;;) {
    const batch = await app.db
      .select({ id: mediaAssets.id, storageKey: mediaAssets.storageKey })
      .from(mediaAssets)
      .where(and(lt(mediaAssets.createdAt, cutoff), gt(mediaAssets.id, afterId)))
      .orderBy(mediaAssets.id)
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return swept;
    swept += await forgetUnreferenced(app, batch);
    afterId = batch[batch.length - 1]!.id;
  }
}

/** Sweeps once an hour (and once soon after start); returns the stop function for onClose. */
export function startMediaSweeper(app: FastifyInstance, everyMs = 60 * 60 * 1000): () => void {
  return startPeriodic(() => {
    sweepUnattachedMedia(app).then(
      (swept) => swept > 0 && app.log.info({ swept }, 'unattached uploads swept'),
      (error: unknown) => app.log.error({ err: error }, 'media sweep failed'),
    );
  }, everyMs);
}
