import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { apiErrorSchema, apiPaths, errorCodes, LIVE_EVENTS_HEARTBEAT_MS } from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';
import { LiveEventHub, type LiveEventSource } from './hub.js';

/**
 * Open streams one client address may hold in this process (decision 058). A browser needs
 * one per tab; past this a 429 asks it to come back later, freeing nothing else.
 */
export const MAX_STREAMS_PER_CLIENT = 6;
/** Seconds a refused client is asked to wait: the web app's longest reconnect delay. */
const RETRY_AFTER_S = 10;

/** Each NOTIFY payload becomes one SSE message; a payload line break starts another data line. */
export function formatSseMessage(payload: string): string {
  return `${payload
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

/**
 * GET /api/events: Server-Sent Events of live store changes (SF-GEN-05). Without a `source`
 * (a caller that passed no events dependency) the stream stays open with heartbeats only.
 */
export const liveEventRoutes: FastifyPluginAsync<{ source?: LiveEventSource | undefined }> = async (app, options) => {
  // The app's shared hub when there is one (the catalogue caches listen on it too).
  const hub = app.hasDecorator('liveEvents') ? app.liveEvents : new LiveEventHub(options.source, app.log);
  const openStreams = new Set<() => void>();
  /** Open streams per client address (request.ip, which follows TRUST_PROXY). */
  const streamsPerClient = new Map<string, number>();
  if (!options.source) app.log.warn('live events: no event source given; /api/events sends heartbeats only');

  // Before the server stops: end every stream so close() does not wait on them, then UNLISTEN.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(apiPaths.events.path, {
    // A compressed stream would sit in the gzip buffer instead of reaching the browser.
    compress: false,
    schema: {
      tags: ['events'],
      summary: 'Live store changes as Server-Sent Events (text/event-stream)',
      response: { 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const client = request.ip;
      const open = streamsPerClient.get(client) ?? 0;
      if (open >= MAX_STREAMS_PER_CLIENT) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new AppError(
          429,
          errorCodes.RATE_LIMITED,
          `Too many live connections from this address. Please try again in ${RETRY_AFTER_S} seconds.`,
        );
      }
      streamsPerClient.set(client, open + 1);
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

      try {
        unsubscribe = await hub.subscribe((payload) => res.write(formatSseMessage(payload)));
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
      // Tells the client the stream is live: nothing published from now on can be missed; and
      // how long ago the last change was, so a page loaded before it can refetch what it shows.
      res.write(': connected\n\n');
      res.write(`event: hello\ndata: ${JSON.stringify({ sinceLastChangeMs: hub.sinceLastChangeMs })}\n\n`);
    },
  });
};
