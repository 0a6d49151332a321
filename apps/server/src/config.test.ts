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

  it('issue 10: GUEST_RETENTION_DAYS defaults to 30 days and takes a whole number of days', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).guestRetentionDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '7' }).guestRetentionDays).toBe(7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '0' })).toThrow(/GUEST_RETENTION_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '1.5' })).toThrow(/GUEST_RETENTION_DAYS/);
  });
});
