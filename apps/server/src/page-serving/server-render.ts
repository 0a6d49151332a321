import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerRender } from '@marquee/contracts';
import { inProcessHeaders } from '../lib/in-process.js';

/**
 * The web app's server-rendering entry, built beside the browser bundle (`dist-ssr` next to
 * `dist`). Without it (a development checkout, or a test without a build) pages are rendered
 * by the browser alone.
 */
export async function loadServerRender(webDist: string): Promise<ServerRender | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render: ServerRender };
  return module.render;
}

/**
 * A fetch answered by this server in-process, for the app's API reads while it renders a
 * page. It carries no cookies: only data shared by every visitor is rendered on the server,
 * and it is marked in-process, so the rate limits count the page request, not its reads.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`Server rendering only reads; it asked for ${method}`);
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...inProcessHeaders },
    });
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
