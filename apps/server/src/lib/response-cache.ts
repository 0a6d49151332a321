import { createHash } from 'node:crypto';

/** A serialized response (JSON, or a rendered page), ready to send as is, with its validator. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/**
 * A small LRU of serialized responses with a short time-to-live. `clear()` is wired to the
 * catalogue's live events; the TTL is only the safety net for a change that announced
 * nothing (or a NOTIFY lost while the listener reconnected).
 *
 * The generation counter closes a race: a response computed from data read before a
 * change, but finished after the `clear()`, must not be stored.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody & { expires: number }>();
  private generationValue = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get generation() {
    return this.generationValue;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores `text` unless the cache was cleared since `generation` was read; returns the entry. */
  set(key: string, text: string, generation: number): CachedBody {
    const body = Buffer.from(text);
    const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    if (generation !== this.generationValue) return entry;
    this.entries.delete(key);
    this.entries.set(key, { ...entry, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  clear() {
    this.generationValue += 1;
    this.entries.clear();
  }
}
