import type { FastifyInstance } from 'fastify';

/**
 * Deletes the stored files (and media rows) of uploads that an admin save removed, once no
 * other row still points at them. Call it after the save's transaction commits, with the URLs
 * the save dropped; URLs that are not uploads (demo artwork, other sites) are ignored.
 * Filled in by issue 13's media work.
 */
export async function releaseMedia(_app: FastifyInstance, _urls: readonly string[]): Promise<void> {}
