import type { FastifyInstance } from 'fastify';
import { releaseUploads } from './service.js';

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
