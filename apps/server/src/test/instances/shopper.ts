import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SERVED_BY } from './load-balancer.js';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The index of the instance that answered (the balancer's `x-served-by`). */
  servedBy: number;
  json<T = Record<string, unknown>>(): T;
}

/** A stream being read: what arrived so far, and a wait for more. */
export interface OpenStream {
  status: number;
  servedBy: number;
  text(): string;
  /** Resolves once `done(text so far)` holds; rejects after `timeoutMs`. */
  until(done: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): void;
}

let shopperNumber = 0;

/**
 * A browser talking to the store through the load balancer over real HTTP: it keeps its cookies,
 * sends the store's Origin on writes, and connects from its own loopback address (127.0.1.x), so
 * the balancer's X-Forwarded-For tells shoppers apart as it would tell real ones apart.
 */
export class Shopper {
  readonly address = `127.0.1.${(++shopperNumber % 250) + 1}`;
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie as if the server had (a replayed or copied session). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(new URL(path, this.baseUrl), {
        method,
        localAddress: this.address,
        headers: this.headers({
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        }),
      });
      req.on('response', (res) => {
        this.keepCookies(res.headers);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            servedBy: Number(res.headers[SERVED_BY]),
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  /** Opens a Server-Sent Events stream and reads it as it arrives. */
  async stream(path: string): Promise<OpenStream> {
    return new Promise<OpenStream>((resolve, reject) => {
      const req = httpRequest(new URL(path, this.baseUrl), {
        localAddress: this.address,
        headers: this.headers({ accept: 'text/event-stream' }),
      });
      req.on('response', (res) => {
        let text = '';
        const waiters = new Set<() => void>();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          for (const wake of waiters) wake();
        });
        resolve({
          status: res.statusCode ?? 0,
          servedBy: Number(res.headers[SERVED_BY]),
          text: () => text,
          until: (done, timeoutMs = 3_000) =>
            new Promise<string>((found, failed) => {
              const check = () => {
                if (!done(text)) return;
                clearTimeout(timer);
                waiters.delete(check);
                found(text);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                failed(new Error(`stream: not found within ${timeoutMs} ms; got ${JSON.stringify(text.slice(-400))}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => req.destroy(),
        });
      });
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
      req.end();
    });
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...extra };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return headers;
  }

  private keepCookies(headers: IncomingHttpHeaders) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
