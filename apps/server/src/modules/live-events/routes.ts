import type { FastifyPluginAsync } from 'fastify';
import { apiErrorSchema, apiPaths } from '@marquee/contracts';
import { LiveEventHub, type LiveEventSource } from './hub.js';
import { sseStreams } from './sse.js';

export { formatSseMessage, MAX_STREAMS_PER_CLIENT } from './sse.js';

/**
 * GET /api/events: Server-Sent Events of live store changes (SF-GEN-05). Without a `source`
 * (a caller that passed no events dependency) the stream stays open with heartbeats only.
 */
export const liveEventRoutes: FastifyPluginAsync<{ source?: LiveEventSource | undefined }> = async (app, options) => {
  // The app's shared hub when there is one (the catalogue caches listen on it too).
  const hub = app.hasDecorator('liveEvents') ? app.liveEvents : new LiveEventHub(options.source, app.log);
  if (!options.source) app.log.warn('live events: no event source given; /api/events sends heartbeats only');
  const open = sseStreams(app);
  // After the streams have ended (sseStreams' preClose): UNLISTEN, every channel's.
  app.addHook('onClose', async () => hub.close());

  app.get(apiPaths.events.path, {
    // A compressed stream would sit in the gzip buffer instead of reaching the browser.
    compress: false,
    schema: {
      tags: ['events'],
      summary: 'Live store changes as Server-Sent Events (text/event-stream)',
      response: { 429: apiErrorSchema },
    },
    // How long ago the last change was, so a page loaded before it can refetch what it shows.
    handler: (request, reply) =>
      open(request, reply, {
        hub,
        greeting: () => `event: hello\ndata: ${JSON.stringify({ sinceLastChangeMs: hub.sinceLastChangeMs })}\n\n`,
      }),
  });
};
