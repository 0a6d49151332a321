// Node flags of the production server (decision 075), shared by `npm start` and the scripts
// that measure the server, so what is measured is what runs.

/**
 * V8's old generation may hold this many MiB. Its default is a quarter of the machine's memory
 * (4 GiB on a 16-24 GB machine), and V8 lets garbage pile up to near that before it collects in
 * earnest: on PostgreSQL at 1,000,000 products the heap was seen at 289 MiB used, 60 MiB live.
 * The live heap measured 60-140 MiB (demo store and 100,000 products on PGlite, 1,000,000 on
 * PostgreSQL), so 256 MiB leaves it twice its room and keeps the process under the
 * 400 MiB budget with PGlite's 128 MiB beside it.
 */
export const HEAP_LIMIT_MIB = 256;

/**
 * `--max-old-space-size`, unless NODE_OPTIONS names its own (a store that holds more in memory
 * raises it there: `NODE_OPTIONS=--max-old-space-size=1024 npm start`).
 */
export function serverNodeFlags(env = process.env) {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '')) return [];
  return [`--max-old-space-size=${HEAP_LIMIT_MIB}`];
}
