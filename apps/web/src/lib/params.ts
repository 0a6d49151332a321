import { MAX_DB_ID } from '@marquee/contracts';

/** A row id from a route parameter, or null when it cannot be one (the API would answer 400). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_DB_ID ? id : null;
}
