import { json } from 'node:stream/consumers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testStoreForFile } from '../../test/app.js';
import { listenLocally, readUntil } from '../../test/streams.js';
import { publishCatalogEvent } from './publish.js';
import { formatSseMessage, MAX_STREAMS_PER_CLIENT } from './routes.js';

const store = testStoreForFile();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listenLocally(store.app);
});

describe('GET /api/events', () => {
  it('SF-GEN-05 ADM-SET-02 streams a product-sets change to every open client within 2 s @timing', async () => {
    const controllers = [new AbortController(), new AbortController()];
    const responses = await Promise.all(
      controllers.map((c) =>
        fetch(`${baseUrl}/api/events`, { headers: { 'accept-encoding': 'gzip, br' }, signal: c.signal }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      // Compression would hold the events in its buffer.
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await readUntil(response.body!, (t) => t.includes(': connected'))).toContain(': connected');
    }

    const started = Date.now();
    await publishCatalogEvent(store.database.db, { type: 'product-sets-changed' });
    const received = await Promise.all(
      responses.map((r) => readUntil(r.body!, (t) => t.includes('product-sets-changed'))),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const text of received) expect(text).toContain('data: {"type":"product-sets-changed"}\n\n');

    for (const c of controllers) c.abort();
  });

  it('issue 13: a new stream says how long ago the last change was, so a page loaded just before it refetches @timing', async () => {
    await publishCatalogEvent(store.database.db, { type: 'products-changed' });
    // The NOTIFY reaches this process's LISTEN a moment after the commit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, { signal: controller.signal });
    const text = await readUntil(response.body!, (t) => t.includes('event: hello'));
    const hello = /event: hello\ndata: (.*)\n\n/.exec(text);
    const { sinceLastChangeMs } = JSON.parse(hello![1]!) as { sinceLastChangeMs: number | null };
    expect(sinceLastChangeMs).toBeGreaterThanOrEqual(0);
    expect(sinceLastChangeMs).toBeLessThan(5_000);
    controller.abort();
  });

  it('issue 10: one address holds at most 6 streams; the 7th gets 429 with Retry-After until one closes', async () => {
    // inject() with payloadAsStream answers once the headers are written; destroying its
    // response is the client going away.
    const open = (remoteAddress: string) =>
      store.app.inject({ method: 'GET', url: '/api/events', remoteAddress, payloadAsStream: true });
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i += 1) streams.push(await open('10.20.30.40'));
    expect(streams.map((s) => s.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    const refused = await open('10.20.30.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(await json(refused.stream())).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/10 seconds/) },
    });
    // Another address is counted on its own.
    const elsewhere = await open('10.20.30.41');
    expect(elsewhere.statusCode).toBe(200);
    streams.push(elsewhere);

    // Closing one frees its place.
    streams[0]!.raw.res.destroy();
    await vi.waitFor(
      async () => {
        const again = await open('10.20.30.40');
        expect(again.statusCode).toBe(200);
        streams.push(again);
      },
      { timeout: 10_000 },
    );
    for (const stream of streams) stream.raw.res.destroy();
  });

  it('keeps serving after a client disconnects, and ends open streams when the server closes @timing', async () => {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, { signal: controller.signal });
    await readUntil(response.body!, (t) => t.includes(': connected'));
    controller.abort();
    // The server notices the closed socket; publishing afterwards must not throw or write to it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await publishCatalogEvent(store.database.db, { type: 'product-sets-changed' });

    const open = await fetch(`${baseUrl}/api/events`);
    await readUntil(open.body!, (t) => t.includes(': connected'));
    // close() must not hang on the open stream: it is ended before the server stops.
    const started = Date.now();
    const closing = store.app.close();
    const rest = await readUntil(open.body!, () => false, 3_000);
    expect(rest).toBe('');
    expect(Date.now() - started).toBeLessThan(1_000);
    // (close() itself may then wait for the test client's spare keep-alive socket.)
    await closing;
  });

  it('formats a payload with line breaks as several data lines', () => {
    expect(formatSseMessage('a\nb')).toBe('data: a\ndata: b\n\n');
  });
});
