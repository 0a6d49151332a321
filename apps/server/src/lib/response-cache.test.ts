import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache.js';

const KiB = 1024;
/** A page-like body of `kib` KiB: compressible, as HTML is, but not to nothing. */
const text = (kib: number, seed = 'x') =>
  Array.from({ length: kib * 16 }, (_, n) => `<p data-n="${n}">${seed}</p>`.padEnd(64, ' ')).join('');

describe('issue 15 response cache sized in bytes', () => {
  it('evicts the least recently used entries once the bytes exceed the budget', () => {
    const cache = new ResponseCache(1_000, 60_000, { maxBytes: 10 * KiB });
    cache.set('a', text(3), 0);
    cache.set('b', text(3), 0);
    cache.set('c', text(3), 0);
    expect(cache.size).toBe(3);
    // Reading `a` makes `b` the least recently used.
    expect(cache.get('a')).toBeDefined();
    cache.set('d', text(3), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeGreaterThan(9 * KiB);
    expect(cache.bytes).toBeLessThanOrEqual(10 * KiB);
  });

  it('still caps the number of entries', () => {
    const cache = new ResponseCache(2, 60_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, 'tiny', 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an entry larger than the whole budget, and keeps the others', () => {
    const cache = new ResponseCache(1_000, 60_000, { maxBytes: 10 * KiB });
    cache.set('small', text(2), 0);
    const big = cache.set('big', text(12), 0);
    expect(big.body.toString()).toBe(text(12));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('replacing an entry counts its bytes once', () => {
    const cache = new ResponseCache(1_000, 60_000, { maxBytes: 100 * KiB });
    cache.set('a', text(4), 0);
    const once = cache.bytes;
    cache.set('a', text(4, 'y'), 0);
    expect(cache.bytes).toBe(once);
    expect(cache.get('a')!.body.toString()).toContain('>y<');
  });

  it('forgets an entry after its time to live', () => {
    let now = 1_000;
    const cache = new ResponseCache(10, 15_000, { now: () => now });
    cache.set('a', 'page', 0);
    now += 14_999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('issue 15 response cache keeps each entry compressed once', () => {
  it('makes a brotli or gzip copy when one is first asked for, keeps it, and counts it in its bytes', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    const cache = new ResponseCache(10, 60_000, { maxBytes: 1024 * KiB, compress: true });
    const entry = cache.set('page', text(40), 0);
    const identityOnly = cache.bytes;
    // Nobody asked for a compressed copy yet: none is made.
    expect(brotli).not.toHaveBeenCalled();
    const [br, again] = await Promise.all([entry.encode!('br'), entry.encode!('br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br!).toString()).toBe(text(40));
    expect(br!.length).toBeLessThan(entry.body.length / 4);
    expect(cache.bytes).toBe(identityOnly + br!.length);
    expect(gzip).not.toHaveBeenCalled();
    const gzipped = await entry.encode!('gzip');
    expect(gunzipSync(gzipped!).toString()).toBe(text(40));
    expect(cache.bytes).toBe(identityOnly + br!.length + gzipped!.length);
    // A hit is the same object: its copies are not made again.
    expect(cache.get('page')).toBe(entry);
    expect(await cache.get('page')!.encode!('br')).toBe(br);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('leaves bodies below the compression threshold as they are', () => {
    const cache = new ResponseCache(10, 60_000, { compress: true });
    const entry = cache.set('small', '{"ok":true}', 0);
    expect(entry.encode).toBeUndefined();
    expect(entry.br).toBeUndefined();
  });

  it('evicts by bytes when a compressed copy arrives', async () => {
    const probe = new ResponseCache(10, 60_000, { compress: true });
    const probed = probe.set('a', text(40), 0);
    const identity = probe.bytes;
    const copy = (await probed.encode!('br'))!.length;
    // Room for one entry with its copy and a second one without it.
    const cache = new ResponseCache(1_000, 60_000, { maxBytes: 2 * identity + copy + copy / 2, compress: true });
    await cache.set('a', text(40), 0).encode!('br');
    const second = cache.set('b', text(40), 0);
    expect(cache.size).toBe(2);
    await second.encode!('br');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.br).toBeDefined();
  });
});

describe('response cache generations', () => {
  it('does not store (nor compress) a response computed before a clear()', async () => {
    const cache = new ResponseCache(10, 60_000, { compress: true });
    const generation = cache.generation;
    cache.clear();
    const entry = cache.set('page', text(8), generation);
    expect(entry.body.toString()).toBe(text(8));
    expect(entry.etag).toMatch(/^W\/"/);
    expect(entry.encode).toBeUndefined();
    expect(cache.get('page')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('a clear() while an entry is being compressed leaves nothing counted', async () => {
    const cache = new ResponseCache(10, 60_000, { compress: true });
    const entry = cache.set('page', text(8), cache.generation);
    cache.clear();
    await entry.encode!('br');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
