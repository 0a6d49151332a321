import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: link tokens (order, reset, verification, unlock,
 * chat confirmation), codes (e-mailed codes, OAuth), keys and signatures. Never logged (issue 27,
 * point 2).
 */
const CREDENTIAL_PARAMS = ['token', 'code', 'key', 'signature', 'secret', 'password', 'otp'];
const CREDENTIAL_QUERY = new RegExp(`([?&](?:${CREDENTIAL_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** The URL with the value of every credential parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(CREDENTIAL_QUERY, '$1[redacted]');
}

/** What the access log records of a request. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

/** pino-pretty is a development dependency: `npm ci --omit=dev` leaves it out. */
export function prettyLogsInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * LOG_FORMAT's choice: what was asked for, else readable lines in development when pino-pretty
 * is there, JSON everywhere else (a log collector reads JSON). Null when pretty is asked for and
 * pino-pretty is missing: the configuration names LOG_FORMAT rather than the logger failing later.
 */
export function chooseLogFormat(
  requested: LogFormat | undefined,
  nodeEnv: string,
  prettyInstalled: boolean,
): LogFormat | null {
  if (requested === 'pretty') return prettyInstalled ? 'pretty' : null;
  if (requested === 'json') return 'json';
  return nodeEnv === 'development' && prettyInstalled ? 'pretty' : 'json';
}

/** The Fastify logger for the configuration: its level, the access log's fields and the format. */
export function serverLogger(config: { logLevel: string; logFormat: LogFormat }) {
  return {
    level: config.logLevel,
    serializers: { req: requestLogFields },
    // pino-pretty runs in pino's worker thread, off the request path.
    ...(config.logFormat === 'pretty' && {
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
}
