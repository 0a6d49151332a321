import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, type Config } from './config.js';

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
  it('issue 15: MEMORY_BUDGET_MIB defaults to 400 MiB and takes a whole number of MiB from 128', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).memoryBudgetMiB).toBe(400);
    expect(loadConfig({ DATA_DIR: dataDir(), MEMORY_BUDGET_MIB: '1024' }).memoryBudgetMiB).toBe(1024);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEMORY_BUDGET_MIB: '64' })).toThrow(/MEMORY_BUDGET_MIB/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEMORY_BUDGET_MIB: 'lots' })).toThrow(/MEMORY_BUDGET_MIB/);
  });

  it('issue 10: GUEST_RETENTION_DAYS defaults to 30 days and takes a whole number of days', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).guestRetentionDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '7' }).guestRetentionDays).toBe(7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '0' })).toThrow(/GUEST_RETENTION_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GUEST_RETENTION_DAYS: '1.5' })).toThrow(/GUEST_RETENTION_DAYS/);
  });
});

describe('issue 30: SEED_DEMO', () => {
  const production = { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' };

  it('seeds the demo on this machine (npm start) and starts a public production store empty', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, PUBLIC_URL: 'http://127.0.0.1:3000' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, PUBLIC_URL: 'https://shop.example' }).seedDemo).toBe(false);
  });

  it('follows SEED_DEMO when set, and names it when the value is wrong', () => {
    const env = { DATA_DIR: dataDir(), ...production, PUBLIC_URL: 'https://shop.example' };
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'no' })).toThrow(/SEED_DEMO/);
  });
});

describe('issue 10: TRUST_PROXY', () => {
  const load = (TRUST_PROXY: string | undefined, NODE_ENV = 'production') =>
    loadConfig({ DATA_DIR: dataDir(), NODE_ENV, ...(TRUST_PROXY !== undefined && { TRUST_PROXY }) });

  /** The client address the server sees for a request from `peer` carrying `forwardedFor`. */
  async function clientAddress(config: Config, peer: string, forwardedFor: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
    app.get('/', (request) => request.ip);
    const response = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return response.body;
  }

  it('refuses true in production, where any client could choose its own address', async () => {
    expect(() => load('true')).toThrow(ConfigError);
    expect(() => load('true')).toThrow(/TRUST_PROXY: true believes any X-Forwarded-For/);
    const development = load('true', 'development');
    expect(await clientAddress(development, '203.0.113.9', '6.6.6.6')).toBe('6.6.6.6');
  });

  it('takes a hop count: the client is the address the nearest proxies were sent by', async () => {
    const config = load('1');
    expect(config.trustProxy).toBe(1);
    // A client's own X-Forwarded-For entry comes first; the load balancer appends the real address.
    expect(await clientAddress(config, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(load('2'), '10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it("takes the proxies' addresses and CIDR ranges: only they may name the client", async () => {
    const config = load(' 10.0.0.2, 192.168.0.0/16 ,fd00::/8,loopback');
    expect(config.trustProxy).toEqual(['10.0.0.2', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    expect(await clientAddress(config, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(config, '192.168.4.4', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(config, '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it('trusts no proxy by default', async () => {
    const config = load(undefined);
    expect(config.trustProxy).toBe(false);
    expect(await clientAddress(config, '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', '1, 2', 'loopback,', '-1', '10.0.0.0/8/8'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => load(value, 'development')).toThrow(/TRUST_PROXY: must be false, a hop count/);
    },
  );
});

describe('issue 30: object storage (S3_*)', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('keeps uploads on the local disk unless S3_BUCKET is set; the bucket takes the defaults', () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: 'shop-media' }).s3).toEqual({
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('takes an S3-compatible service: endpoint, key pair, path style and a prefix folder', () => {
    const s3 = load({
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'marquee',
      S3_SECRET_ACCESS_KEY: 'a secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/shop/uploads/',
    }).s3;
    expect(s3).toEqual({
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'marquee', secretAccessKey: 'a secret' },
      forcePathStyle: true,
      prefix: 'shop/uploads/',
    });
  });

  it('refuses half a key pair, naming the missing half', () => {
    expect(() => load({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'marquee' })).toThrow(/S3_SECRET_ACCESS_KEY: /);
    expect(() => load({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID: /);
  });

  it('refuses an endpoint that is not an http(s) address, and a path style that is not true or false', () => {
    for (const endpoint of ['minio:9000', 'ftp://minio', 'not a url'])
      expect(() => load({ S3_BUCKET: 'media', S3_ENDPOINT: endpoint }), endpoint).toThrow(/S3_ENDPOINT/);
    expect(() => load({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses S3 settings without S3_BUCKET, which would silently keep uploads on the local disk', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_ENDPOINT, S3_FORCE_PATH_STYLE: set without S3_BUCKET/,
    );
    expect(() => load({ S3_REGION: 'eu-west-1' })).toThrow(/S3_REGION.*S3_BUCKET/);
  });
});
