import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

/**
 * A serialized response (JSON, or a rendered page), ready to send as is, with its validator.
 * An entry of a cache made with `compress` also has `encode`: its copy in an encoding, made the
 * first time a request asks for it and kept (send it with `sendCached`).
 */
export interface CachedBody {
  /** Uncompressed. */
  body: Buffer;
  /** Weak: the encodings below are the same representation, so they share it. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The copy in `encoding`, made once (callers who ask meanwhile share it); undefined if it could not be made. */
  encode?: (encoding: Encoding) => Promise<Buffer | undefined>;
}

export interface ResponseCacheOptions {
  /** All the entries hold together, every encoding counted. Default 8 MiB. */
  maxBytes?: number;
  /** Keep brotli and gzip copies, each made once, when a request first asks for it. */
  compress?: boolean;
  now?: () => number;
}

export const MiB = 1024 * 1024;
const DEFAULT_MAX_BYTES = 8 * MiB;
/** @fastify/compress's threshold (plugins/security.ts): smaller bodies go out as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** The Map slot, the entry object and its fields, the ETag: roughly what an entry costs beyond its bytes. */
const ENTRY_OVERHEAD = 300;

/**
 * Brotli 5 (decision 074): on the demo's home page (377 KB) it is 7% smaller than the 4 that
 * @fastify/compress uses per request, for a third more time; 6 to 9 gain another 1-3% at up to
 * six times the time, and 11 is 12% smaller but takes 1.2 s, too long for a page that a live
 * event may throw away seconds later.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Made in libuv's thread pool: the event loop goes on serving meanwhile. */
function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Looked up per call (not promisified once), so a test can count the calls.
  if (encoding === 'gzip') return promisify(zlib.gzip)(body, { level: GZIP_LEVEL });
  return promisify(zlib.brotliCompress)(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

interface Stored {
  entry: CachedBody;
  expires: number;
  bytes: number;
  encoding: Partial<Record<Encoding, Promise<Buffer | undefined>>>;
}

/**
 * A small LRU of serialized responses with a short time-to-live, bounded by the bytes it holds
 * (and a number of entries). `clear()` is wired to the catalogue's live events; the TTL is only
 * the safety net for a change that announced nothing (or a NOTIFY lost while the listener
 * reconnected).
 *
 * The generation counter closes a race: a response computed from data read before a
 * change, but finished after the `clear()`, must not be stored.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Stored>();
  private generationValue = 0;
  private bytesValue = 0;
  private readonly maxBytes: number;
  private readonly compress: boolean;
  private readonly now: () => number;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    options: ResponseCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.compress = options.compress ?? false;
    this.now = options.now ?? Date.now;
  }

  get generation() {
    return this.generationValue;
  }

  get size() {
    return this.entries.size;
  }

  /** What the entries hold, every encoding and an estimate of their bookkeeping counted. */
  get bytes() {
    return this.bytesValue;
  }

  get(key: string): CachedBody | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    if (stored.expires <= this.now()) {
      this.remove(key, stored);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, stored);
    return stored.entry;
  }

  /**
   * Stores `text` unless the cache was cleared since `generation` was read, or it alone would
   * not fit; returns the entry either way. Only a stored entry gets `encode`: a copy is made
   * for an entry that is asked for in that encoding, so one no client asks for in gzip (or
   * that is only fetched uncompressed) costs no compression at all.
   */
  set(key: string, text: string, generation: number): CachedBody {
    const body = Buffer.from(text);
    const entry: CachedBody = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    const bytes = body.length + key.length * 2 + ENTRY_OVERHEAD;
    if (generation !== this.generationValue || bytes > this.maxBytes) return entry;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const stored: Stored = { entry, expires: this.now() + this.ttlMs, bytes, encoding: {} };
    this.entries.set(key, stored);
    this.bytesValue += bytes;
    this.evict();
    if (this.compress && body.length >= COMPRESS_THRESHOLD && this.entries.get(key) === stored)
      entry.encode = (encoding) => (stored.encoding[encoding] ??= this.encodeInto(key, stored, encoding));
    return entry;
  }

  clear() {
    this.generationValue += 1;
    this.entries.clear();
    this.bytesValue = 0;
  }

  private async encodeInto(key: string, stored: Stored, encoding: Encoding): Promise<Buffer | undefined> {
    let copy: Buffer;
    try {
      copy = await compressBody(stored.entry.body, encoding);
    } catch {
      // Not expected (the input is a buffer); the entry is then sent uncompressed, and
      // @fastify/compress compresses it per request as it would any reply.
      return undefined;
    }
    stored.entry[encoding] = copy;
    // Cleared, replaced or evicted meanwhile: the copy goes with the entry, and counts for nothing.
    if (this.entries.get(key) !== stored) return copy;
    stored.bytes += copy.length;
    this.bytesValue += copy.length;
    this.evict();
    return copy;
  }

  /** Least recently used first, until the entries fit (the newest may go too, if it alone does not). */
  private evict() {
    for (const [key, stored] of this.entries) {
      if (this.bytesValue <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      this.remove(key, stored);
    }
  }

  private remove(key: string, stored: Stored) {
    this.entries.delete(key);
    this.bytesValue -= stored.bytes;
  }
}
