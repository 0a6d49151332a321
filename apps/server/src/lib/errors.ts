import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_PREFIX, errorCodes, type ErrorCode } from '@marquee/contracts';

/** A code another library chose (better-auth's), passed on unchanged; see `foreignCode`. */
export type ForeignErrorCode = string & { readonly __foreignErrorCode: true };

/** Marks a code that is not one of `errorCodes` but is sent as it came. */
export const foreignCode = (code: string) => code as ForeignErrorCode;

/** An error the client caused or may see; its message is shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ForeignErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 429: the answer carries the wait in `retryAfterSeconds` and the Retry-After header. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCode, message: string, retryAfterSeconds: number) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** "45 seconds", "1 minute", "15 minutes", "2 hours": a wait in words, rounded up. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** A client (or one e-mail from a client) asked too often: 429 RATE_LIMITED with the wait. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyRequestsError(
    errorCodes.RATE_LIMITED,
    `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, errorCodes.BAD_REQUEST, message, fields);
export const unauthorized = (message = 'You need to sign in.') => new AppError(401, errorCodes.UNAUTHORIZED, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, errorCodes.FORBIDDEN, message);
export const notFound = (message = 'Not found.') => new AppError(404, errorCodes.NOT_FOUND, message);

/** What a read found, or a 404 with `message` when it found nothing. */
export async function foundOr404<T>(read: Promise<T | null | undefined>, message: string): Promise<T> {
  const found = await read;
  if (found === null || found === undefined) throw notFound(message);
  return found;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

/** Turns zod issues into `{ field: message }`, naming unknown keys too. */
export function fieldsFromValidation(issues: ValidationIssue[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys) fields[joinPath(issue.instancePath, key)] = `Unknown field "${key}"`;
      continue;
    }
    const name = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context;
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function joinPath(base: string | undefined, key: string) {
  const prefix = (base ?? '').replace(/^\//, '').replaceAll('/', '.');
  return prefix ? `${prefix}.${key}` : key;
}

function describe(fields: Record<string, string>): string {
  const [name, message] = Object.entries(fields)[0] ?? ['request', 'Invalid request'];
  return `${name}: ${message}`;
}

/** The one place errors become responses: `{ error: { code, message, fields? } }`. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TooManyRequestsError) {
    reply.status(429).header('retry-after', String(error.retryAfterSeconds));
    // A page asked for by the browser gets words, not JSON.
    if (!request.url.startsWith(`${API_PREFIX}/`)) return reply.type('text/plain; charset=utf-8').send(error.message);
    const { code, message, retryAfterSeconds } = error;
    return reply.send({ error: { code, message, retryAfterSeconds } });
  }
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .send({ error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsFromValidation(error.validation as ValidationIssue[], error.validationContext ?? 'body');
    return reply.status(400).send({ error: { code: errorCodes.VALIDATION_FAILED, message: describe(fields), fields } });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limits.
    const code =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? errorCodes.INVALID_JSON
        : (error.code ?? errorCodes.BAD_REQUEST);
    const invalidJson = code === errorCodes.INVALID_JSON;
    const message = invalidJson ? 'body: The request body is not valid JSON' : error.message;
    return reply
      .status(status)
      .send({ error: { code, message, ...(invalidJson && { fields: { body: 'Invalid JSON' } }) } });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ error: { code: errorCodes.INTERNAL, message: 'Something went wrong on our side. Please try again.' } });
}
