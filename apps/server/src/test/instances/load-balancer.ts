import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The response header that names the instance (its index in `upstreams`) that answered. */
export const SERVED_BY = 'x-served-by';

export interface LoadBalancer {
  /** `http://127.0.0.1:<port>`: what shoppers and the store's PUBLIC_URL use. */
  url: string;
  /** The instances' base URLs, filled in once they listen (the store's PUBLIC_URL needs `url` first). */
  upstreams: string[];
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * A round-robin reverse proxy on 127.0.0.1 that behaves like the nginx configuration of
 * docs/operations.md: each request goes to the next instance (not each connection: kept-alive
 * browsers still spread), the client's address is appended to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`), the Host is kept, and both bodies stream through unbuffered
 * (the live-event streams). An instance that cannot be reached answers 502, as nginx does.
 */
export async function startLoadBalancer(): Promise<LoadBalancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const balancer: LoadBalancer = { url: '', upstreams: [], close: async () => {} };
  let next = 0;

  const server = createServer((req, res) => {
    const index = next++ % balancer.upstreams.length;
    const target = new URL(req.url ?? '/', balancer.upstreams[index]);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(target, {
      method: req.method,
      agent,
      headers: {
        ...forwardable(req.headers),
        'x-forwarded-for': forwardedFor,
        'x-forwarded-proto': 'http',
      },
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...forwardable(answer.headers), [SERVED_BY]: String(index) });
      // Each chunk is passed on as it comes: an event stream must not wait in a buffer.
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY]: String(index) });
      res.end();
    });
    // The shopper went away (a closed tab ends its event stream): the instance must see it too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  balancer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      agent.destroy();
      server.close(() => resolve());
    });
  return balancer;
}
