import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { chooseLogFormat, serverLogger } from './log.js';

/** Whether pino-pretty counts as installed: false is the server after `npm ci --omit=dev`. */
const pretty = { installed: true };

const configFor = (env: Record<string, string>) =>
  loadConfig(
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'marquee-log-')), ...env },
    { prettyLogsInstalled: () => pretty.installed },
  );

afterEach(() => {
  pretty.installed = true;
});

describe('issue 30: readable logs in development, JSON elsewhere (decision 106)', () => {
  it('chooses pretty for development when pino-pretty is there, JSON otherwise, and what LOG_FORMAT asks for', () => {
    expect(chooseLogFormat(undefined, 'development', true)).toBe('pretty');
    expect(chooseLogFormat(undefined, 'development', false)).toBe('json');
    expect(chooseLogFormat(undefined, 'production', true)).toBe('json');
    expect(chooseLogFormat(undefined, 'test', true)).toBe('json');
    expect(chooseLogFormat('json', 'development', true)).toBe('json');
    expect(chooseLogFormat('pretty', 'production', true)).toBe('pretty');
    expect(chooseLogFormat('pretty', 'development', false)).toBeNull();
  });

  it('`npm run dev` logs readable lines; without pino-pretty it starts with JSON instead of crashing', () => {
    expect(configFor({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(configFor({ NODE_ENV: 'development', LOG_FORMAT: '' }).logFormat).toBe('pretty');
    expect(configFor({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(serverLogger(configFor({ NODE_ENV: 'test' }))).not.toHaveProperty('transport');
    pretty.installed = false;
    expect(configFor({ NODE_ENV: 'development' }).logFormat).toBe('json');
  });

  it('refuses LOG_FORMAT=pretty without pino-pretty, and an unknown format, naming LOG_FORMAT', () => {
    pretty.installed = false;
    expect(() => configFor({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toThrow(
      /LOG_FORMAT: pretty needs pino-pretty/,
    );
    pretty.installed = true;
    expect(() => configFor({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('writes a request line an operator can read through the pretty transport', async () => {
    const { transport } = serverLogger({ logLevel: 'info', logFormat: 'pretty' });
    expect(transport).toBeDefined();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'marquee-log-')), 'out.log');
    const stream = pino.transport({
      ...transport!,
      options: { ...transport!.options, destination: file, colorize: false },
    });
    const logger = pino({ level: 'info' }, stream);
    logger.info({ reqId: 'r-1' }, 'incoming request');
    await new Promise<void>((resolve) => {
      stream.on('close', () => resolve());
      stream.end();
    });
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: incoming request/m);
    expect(text).toContain('reqId: "r-1"');
    expect(text).not.toContain('{"level"');
  });
});
