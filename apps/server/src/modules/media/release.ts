import type { FastifyInstance } from 'fastify';
import { releaseUploads } from './service.js';

/** What an admin write answers when it may let go of uploads (an image replaced or deleted with its row). */
export interface MediaWrite<T> {
  result: T;
  /** Upload URLs the write dropped: release them once it has committed. */
  droppedUrls: string[];
}

/** The URLs `before` held that `after` no longer holds, each once (blank ones are no image). */
export function droppedUrls(
  before: readonly (string | null | undefined)[],
  after: readonly (string | null | undefined)[] = [],
): string[] {
  const kept = new Set(after);
  return [...new Set(before.filter((url): url is string => !!url && !kept.has(url)))];
}

/**
 * Deletes the stored files (and media rows) of uploads that an admin save removed, once no
 * other row still points at them. Call it after the save's transaction commits, with the URLs
 * the save dropped; URLs that are not uploads (demo artwork, other sites) are ignored. A failure
 * is logged, never thrown: the save has committed, and the sweep retries unattached uploads.
 */
export async function releaseMedia(app: FastifyInstance, urls: readonly string[]): Promise<void> {
  try {
    await releaseUploads(app, urls);
  } catch (error) {
    app.log.error({ err: error, urls }, 'releasing dropped uploads failed');
  }
}

/** A route's answer to a write that may drop uploads: the write's result, once what it dropped is released. */
export async function releaseDropped<T>(app: FastifyInstance, write: Promise<MediaWrite<T>>): Promise<T> {
  const { result, droppedUrls } = await write;
  await releaseMedia(app, droppedUrls);
  return result;
}
