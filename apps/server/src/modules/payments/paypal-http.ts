/**
 * PayPal's REST transport: the OAuth2 token, authenticated calls with a timeout, and bounded
 * retries. A call is retried on 5xx, 429 (after its Retry-After, capped) and on timeouts or
 * network failures, always with the same PayPal-Request-Id, so PayPal answers a repeat with the
 * first outcome and a retried capture or refund cannot act twice. Other 4xx are final; a 401
 * renews the token once. Errors are PaymentProviderError; their messages name the call and
 * PayPal's error name and debug_id, never the credentials, the token or a request body.
 */
import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from './errors.js';
import { requireString, type Json } from './paypal-read.js';

export interface PayPalRetryOptions {
  /** Tries per call, the first included. Default 3. */
  attempts?: number;
  /** The wait before the 2nd, 3rd... try when PayPal sends no Retry-After. Default 250 ms, 1 s. */
  backoffMs?: readonly number[];
  /** The longest Retry-After honoured (a longer one is cut to this). Default 5 s. */
  maxRetryAfterMs?: number;
  /** How to wait; tests pass one that records the delay and returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

export interface PayPalHttpOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  apiBase: string;
  /** Per try, token included. Default 15 s. */
  timeoutMs?: number;
  /** A token is renewed this long before PayPal says it expires. Default 60 s. */
  tokenMarginMs?: number;
  now?: () => number;
  retry?: PayPalRetryOptions;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (verify-webhook-signature must carry the event byte for byte). */
  rawBody?: string;
  /** PayPal-Request-Id for a POST; one is made up when absent, the same for every try. */
  requestId?: string;
  prefer?: string;
}

/** Issues that mean the payer's instrument was refused (Orders v2 capture answers 422). */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);

interface Token {
  value: string;
  /** Epoch ms after which it is not used any more. */
  renewAt: number;
}

type Method = 'GET' | 'POST';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class PayPalHttp {
  private readonly apiBase: string;
  private readonly timeoutMs: number;
  private readonly tokenMarginMs: number;
  private readonly now: () => number;
  private readonly retry: Required<PayPalRetryOptions>;
  private token: Token | undefined;
  private tokenRequest: Promise<Token> | undefined;

  constructor(private readonly options: PayPalHttpOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.tokenMarginMs = options.tokenMarginMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.retry = {
      attempts: Math.max(1, options.retry?.attempts ?? 3),
      backoffMs: options.retry?.backoffMs ?? [250, 1_000],
      maxRetryAfterMs: options.retry?.maxRetryAfterMs ?? 5_000,
      sleep: options.retry?.sleep ?? sleep,
    };
  }

  /** An authenticated call, retried as the file's comment says. */
  async call(method: Method, path: string, options: CallOptions = {}): Promise<Json> {
    // Chosen once: a retry must repeat the request PayPal may already have acted on.
    const requestId = method === 'POST' ? (options.requestId ?? randomUUID()) : undefined;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.authorized(method, path, { requestId, body, prefer: options.prefer });
      } catch (error) {
        if (attempt >= this.retry.attempts || !isRetryable(error)) throw error;
        await this.retry.sleep(this.delayBefore(attempt + 1, error));
      }
    }
  }

  private delayBefore(attempt: number, error: PaymentProviderError): number {
    const { retryAfterMs } = error.details;
    if (retryAfterMs !== undefined) return Math.min(retryAfterMs, this.retry.maxRetryAfterMs);
    const { backoffMs } = this.retry;
    return backoffMs[Math.min(attempt - 2, backoffMs.length - 1)] ?? 0;
  }

  /** One try; a rejected token (revoked early) is renewed once within it. */
  private async authorized(
    method: Method,
    path: string,
    init: { requestId: string | undefined; body: string | undefined; prefer: string | undefined },
  ): Promise<Json> {
    const attempt = (token: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (method === 'POST') headers['content-type'] = 'application/json';
      if (init.requestId) headers['paypal-request-id'] = init.requestId;
      if (init.prefer) headers.prefer = init.prefer;
      return this.send(method, path, { headers, ...(init.body === undefined ? {} : { body: init.body }) });
    };
    const token = await this.accessToken();
    try {
      return await attempt(token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.details.status !== 401) throw error;
      if (this.token?.value === token) this.token = undefined;
      return attempt(await this.accessToken());
    }
  }

  /** A token from the cache, or one request for it shared by every caller waiting. */
  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return (await this.tokenRequest).value;
  }

  private async fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await this.send('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const value = requireString(answer.access_token, 'access_token');
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 0) * 1000;
    // Short-lived tokens (tests) are renewed at half their life rather than never cached.
    const margin = Math.min(this.tokenMarginMs, lifetimeMs / 2);
    this.token = { value, renewAt: this.now() + lifetimeMs - margin };
    return this.token;
  }

  private async send(method: Method, path: string, init: { headers: Record<string, string>; body?: string }) {
    const what = `PayPal ${method} ${path.replace(/\?.*$/, '')}`;
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      throw timedOut(cause)
        ? new PaymentProviderError('timeout', `${what}: no answer within ${this.timeoutMs} ms`, { cause })
        : new PaymentProviderError('unavailable', `${what}: ${cause instanceof Error ? cause.message : 'failed'}`, {
            cause,
          });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new PaymentProviderError(timedOut(cause) ? 'timeout' : 'unavailable', `${what}: the answer was cut off`, {
        status: response.status,
        cause,
      });
    }
    let json: Json = {};
    if (text) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) json = parsed as Json;
      } catch {
        if (response.ok) throw new PaymentProviderError('invalid', `${what}: the answer is not JSON`);
      }
    }
    if (response.ok) return json;
    throw errorFromAnswer(what, response.status, json, retryAfterMs(response.headers.get('retry-after'), this.now()));
  }
}

function timedOut(cause: unknown): boolean {
  return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

/** Worth another try with the same request id: no answer, a network failure, 5xx or 429. */
function isRetryable(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError && (error.kind === 'timeout' || error.kind === 'unavailable');
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorFromAnswer(what: string, status: number, json: Json, retryAfter?: number): PaymentProviderError {
  const details = Array.isArray(json.details) ? (json.details as Json[]) : [];
  const firstIssue = details.find((detail) => typeof detail.issue === 'string')?.issue as string | undefined;
  const name = typeof json.name === 'string' ? json.name : typeof json.error === 'string' ? json.error : undefined;
  const issue = firstIssue ?? name;
  const debugId = typeof json.debug_id === 'string' ? json.debug_id : undefined;
  const kind =
    status === 429 || status >= 500
      ? 'unavailable'
      : issue !== undefined && DECLINE_ISSUES.has(issue)
        ? 'declined'
        : 'invalid';
  const message = `${what} answered ${status}${issue ? ` ${issue}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`;
  return new PaymentProviderError(kind, message, {
    status,
    ...(issue ? { issue } : {}),
    ...(debugId ? { debugId } : {}),
    ...(retryAfter !== undefined && kind === 'unavailable' ? { retryAfterMs: retryAfter } : {}),
  });
}
