/**
 * Reading a long result a batch at a time by keyset ("the rows after this one"), for exports
 * that must not hold a whole table in memory. Each batch is its own short query on the list's
 * index: no transaction or cursor stays open while the client downloads (on embedded PGlite,
 * one connection, an open cursor would stall every other request until the download ended).
 */

/** How many rows an export reads per query: big enough to amortise the round trip, small in memory. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Yields batches from `read(after)` until one comes back short. `after` is the key of the last
 * row of the previous batch (undefined for the first), taken with `keyOf`; `read` must answer
 * the rows strictly after it, in the order the key follows, at most `size` of them.
 */
export async function* readInBatches<Row, Key>(
  read: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
