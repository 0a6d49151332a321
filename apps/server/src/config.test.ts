import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'marquee-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated session secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.databaseUrl).toBeUndefined();
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('issue 10: RATE_LIMITS overrides single limits over the defaults; a wrong entry names the variable', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).rateLimits;
    expect(defaults).toMatchObject({ api: 600, pages: 300, credentials: 100, lockAfter: 5, lockMinutes: 15 });
    const set = loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'api=1200, pages=900' }).rateLimits;
    expect(set).toEqual({ ...defaults, api: 1200, pages: 900 });
    for (const wrong of ['api=0', 'api', 'apis=5', 'api=-3', 'api=2.5'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: wrong }), wrong).toThrow(/RATE_LIMITS/);
  });
});
