import type { Db } from '../../db/client.js';

export const searchPaths = ['memory', 'fulltext'] as const;
export type SearchPath = (typeof searchPaths)[number];

const forced = new WeakMap<Db, SearchPath>();

/**
 * Tests only: every search of the app on `db` answers from `path` whatever the catalogue's
 * size, so the same ranking tests run against both paths.
 */
export function forceSearchPath(db: Db, path: SearchPath): void {
  forced.set(db, path);
}

export const forcedSearchPath = (db: Db): SearchPath | undefined => forced.get(db);
