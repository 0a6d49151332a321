import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, LIVE_EVENTS_HEARTBEAT_MS } from '@marquee/contracts';
import { clientKey } from '../../lib/client-address.js';
import { AppError } from '../../lib/errors.js';
import type { LiveEventHub } from './hub.js';

/**
 * Open streams one client address may hold per stream route group in this process (decision
 * 058). A browser needs one per tab; past this a 429 asks it to come back later, freeing nothing else.
 */
export const MAX_STREAMS_PER_CLIENT = 6;
/** Seconds a refused client is asked to wait: the web app's longest reconnect delay. */
const RETRY_AFTER_S = 10;

/** A named event with no data, e.g. `ready`: the client may fetch what it shows, nothing is missed from now on. */
export const sseSignal = (name: string) => `event: ${name}\ndata: {}\n\n`;

/** Each NOTIFY payload becomes one SSE message; a payload line break starts another data line. */
export function formatSseMessage(payload: string): string {
  return `${payload
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

export interface SseStreamOptions {
  /** Where the stream's payloads come from (one LISTEN per process and channel). */
  hub: LiveEventHub;
  /** The payload as this stream sends it, or null to leave it out (a visitor's stream sees only its own). */
  transform?: (payload: string) => string | null;
  /** Written once the stream is live, after the `: connected` comment. */
  greeting?: () => string;
}

/**
 * The plumbing every Server-Sent Events route shares: the per-address stream count, the
 * headers, a heartbeat every LIVE_EVENTS_HEARTBEAT_MS, the end of the stream when the client
 * leaves or the server closes. One per route plugin; `open` answers one request.
 */
export function sseStreams(app: FastifyInstance) {
  const openStreams = new Set<() => void>();
  /**
   * Open streams per client address (request.ip, which follows TRUST_PROXY; IPv6 per /64). Per
   * instance: a stream holds this process's resources, and ends with it.
   */
  const streamsPerClient = new Map<string, number>();

  // Before the server stops: end every stream so close() does not wait on them.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  return async function open(request: FastifyRequest, reply: FastifyReply, options: SseStreamOptions): Promise<void> {
    const client = clientKey(request.ip);
    const count = streamsPerClient.get(client) ?? 0;
    if (count >= MAX_STREAMS_PER_CLIENT) {
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new AppError(
        429,
        errorCodes.RATE_LIMITED,
        `Too many live connections from this address. Please try again in ${RETRY_AFTER_S} seconds.`,
      );
    }
    streamsPerClient.set(client, count + 1);
    const release = () => {
      const left = (streamsPerClient.get(client) ?? 1) - 1;
      if (left > 0) streamsPerClient.set(client, left);
      else streamsPerClient.delete(client);
    };

    // We write the stream ourselves; Fastify must not send (or serialize) a reply.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // Keep the headers our hooks already set (helmet's security headers).
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Stops a reverse proxy (nginx) from buffering the stream.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });

    let unsubscribe = () => {};
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), LIVE_EVENTS_HEARTBEAT_MS);
    const end = () => {
      if (!openStreams.delete(end)) return;
      release();
      clearInterval(heartbeat);
      unsubscribe();
      if (!res.writableEnded) res.end();
    };
    openStreams.add(end);
    // The browser went away (tab closed, navigation, network loss) or we ended the stream.
    res.on('close', end);

    const { transform } = options;
    try {
      unsubscribe = await options.hub.subscribe((payload) => {
        // Events may have been lost: the client reconnects, and the greeting's last-change
        // time makes it refetch.
        if (payload === null) return end();
        const sent = transform ? transform(payload) : payload;
        if (sent !== null) res.write(formatSseMessage(sent));
      });
    } catch (error) {
      request.log.error({ err: error }, 'live events: LISTEN failed');
      end();
      return;
    }
    if (!openStreams.has(end)) {
      // The client left while the LISTEN was starting.
      unsubscribe();
      return;
    }
    // Tells the client the stream is live: nothing published from now on can be missed.
    res.write(': connected\n\n');
    if (options.greeting) res.write(options.greeting());
  };
}
