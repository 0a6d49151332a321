import { MAX_DB_ID } from './constants.js';

/** A listing filters by at most this many tags. */
export const MAX_TAG_IDS = 50;

export interface ParsedTagIds {
  /** The ids, without repeats (the first MAX_TAG_IDS), in ascending order. */
  ids: number[];
  /** False when the list had a part that is not an id (empty, not digits, 0, above MAX_DB_ID) or too many. */
  valid: boolean;
}

/**
 * Reads a listing's selected filter tags, `tags=3,17` (SF-CAT-07). The API refuses a list
 * that is not `valid` (tagIdsQuerySchema); the web keeps what it can read from the URL
 * (parseListingSearch).
 */
export function parseTagIds(value: string): ParsedTagIds {
  const parts = value.split(',');
  const ids = parts.filter((part) => /^\d{1,10}$/.test(part) && +part > 0 && +part <= MAX_DB_ID).map(Number);
  return {
    ids: [...new Set(ids)].slice(0, MAX_TAG_IDS).sort((a, b) => a - b),
    valid: ids.length === parts.length && parts.length <= MAX_TAG_IDS,
  };
}
