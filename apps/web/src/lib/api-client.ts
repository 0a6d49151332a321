/**
 * The one HTTP client of the web app. Every request to the store's API goes through
 * `api`; every failure becomes an `ApiError` carrying the server's `{ error: { code,
 * message, fields } }` body, so callers branch on `code` and show `message`/`fields`.
 */

import { errorCodes, LANGUAGE_HEADER } from '@marquee/contracts';
import { translateValidationMessage } from './validation-messages';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** With a 429: seconds to wait before trying again (the body's `retryAfterSeconds`, else Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Error codes produced by the client itself, when the server gave no error body. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
} as const;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown; retryAfterSeconds?: unknown };
}

/** Retry-After is seconds or an HTTP date. */
function retryAfterHeader(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  const code = typeof error?.code === 'string' ? error.code : clientErrorCodes.http;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : response.statusText || `Request failed with status ${response.status}`;
  const fields =
    error?.fields && typeof error.fields === 'object' ? translateFields(error.fields as FieldErrors) : undefined;
  const retryAfterSeconds =
    typeof error?.retryAfterSeconds === 'number' && error.retryAfterSeconds > 0
      ? error.retryAfterSeconds
      : retryAfterHeader(response.headers.get('retry-after'));
  // A 400's summary repeats a field's message; other messages are read as they are (codes branch on them).
  const shown = code === errorCodes.VALIDATION_FAILED ? translateValidationMessage(message) : message;
  return new ApiError(response.status, code, shown, fields, retryAfterSeconds);
}

/** The shared schemas' English field messages, in the page's language (decision 098). */
function translateFields(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [
      name,
      typeof text === 'string' ? translateValidationMessage(text) : text,
    ]),
  );
}

/**
 * Where requests go. The browser uses its fetch; server rendering (entry-server.tsx) answers
 * them in-process for the request being rendered, so the page's data needs no network hop.
 */
let fetchSource: () => typeof fetch = () => fetch;

export function setFetchSource(source: () => typeof fetch): void {
  fetchSource = source;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The page's language (kept on <html lang> by lib/i18n.ts): the e-mails a request causes are written in it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers[LANGUAGE_HEADER] = language;
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetchSource()(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, clientErrorCodes.network, 'Network error: the store could not be reached.');
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
