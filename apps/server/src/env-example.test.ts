import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.js';
import { readEnvExample } from './test/env-example.js';

const readByServer = Object.keys(envSchema.shape);
const listed = readEnvExample();

describe('.env.example (issue 30)', () => {
  it('lists every variable config.ts reads', () => {
    expect(readByServer.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    const unread = [...listed.keys()].filter((name) => !readByServer.includes(name));
    expect(unread).toEqual([]);
  });

  it('sets nothing: every line is commented out, so a copy to .env starts the store as no .env does', () => {
    expect([...listed].filter(([, setting]) => !setting.commented).map(([name]) => name)).toEqual([]);
  });

  it('documents the real defaults: uncommenting every line unchanged gives the same configuration', () => {
    // Relative paths (DATA_DIR=./data) resolve against INIT_CWD, so both land in one fresh folder.
    const where = { INIT_CWD: mkdtempSync(path.join(tmpdir(), 'marquee-env-example-')) };
    const defaults = Object.fromEntries(
      [...listed].filter(([, setting]) => setting.value !== '').map(([name, setting]) => [name, setting.value]),
    );
    expect(Object.keys(defaults)).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'MAIL_FROM', 'LOG_LEVEL']));
    // The S3_* settings mean something only beside S3_BUCKET (alone they refuse to start), so their
    // defaults are compared with a bucket set on both sides.
    const objectStorage = Object.fromEntries(Object.entries(defaults).filter(([name]) => name.startsWith('S3_')));
    const others = Object.fromEntries(Object.entries(defaults).filter(([name]) => !name.startsWith('S3_')));
    expect(Object.keys(objectStorage)).toEqual(expect.arrayContaining(['S3_REGION', 'S3_FORCE_PATH_STYLE']));
    expect(loadConfig({ ...where, ...others })).toEqual(loadConfig(where));
    const bucket = { ...where, S3_BUCKET: 'marquee-media' };
    expect(loadConfig({ ...bucket, ...objectStorage })).toEqual(loadConfig(bucket));
  });
});
