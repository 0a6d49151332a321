import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
// @fastify/swagger's YAML parser (a dependency of the server's), not one of the project's own.
import { parse } from 'yaml';
import { envOf, execForm, instructionsOf, readDockerfile } from '../../../scripts/dockerfile.mjs';
import { defaultWebDist } from './app.js';
import { envSchema } from './config.js';
import { migrationsFolder } from './db/migrate.js';
import { readEnvExample, repoRoot } from './test/env-example.js';

/**
 * The container files checked against the server (decision 107): no container engine runs here,
 * so a wrong port, start command or setting name would first show on an operator's machine.
 * `npm run production-check` runs the Dockerfile's runtime stage itself.
 */

interface ComposeService {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  env_file?: { path: string; required: boolean }[];
}
const readCompose = (file: string) =>
  parse(readFileSync(path.join(repoRoot, file), 'utf8')) as { services: Record<string, ComposeService> };

const stages = readDockerfile(path.join(repoRoot, 'Dockerfile'));
const runtime = stages.at(-1)!;
const last = (keyword: string) => instructionsOf(runtime, keyword).at(-1);
const imageEnv = Object.assign({}, ...instructionsOf(runtime, 'ENV').map(envOf)) as Record<string, string>;
const compose = readCompose('compose.yaml');
const app = compose.services.app!;
const settings = readEnvExample();
const { SERVER_ENV } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib.mjs')).href)) as {
  SERVER_ENV: Record<string, string>;
};
const serverDefaults = envSchema.parse({});

describe('the Dockerfile (issue 30)', () => {
  it('builds and runs on one supported Node image at or above the engines floor', () => {
    expect(new Set(stages.map((stage) => stage.image))).toEqual(new Set([runtime.image]));
    const major = Number(/^node:(\d+)-/.exec(runtime.image)?.[1]);
    const floor = /^>=(\d+)/.exec(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines.node);
    expect(major).toBeGreaterThanOrEqual(Number(floor?.[1]));
  });

  it('runs the runtime stage from a production install, as a user other than root', () => {
    const installs = instructionsOf(runtime, 'RUN').filter((run) => /\bnpm ci\b/.test(run.args));
    expect(installs.map((run) => run.args)).toEqual([expect.stringMatching(/^npm ci --omit=dev\b/)]);
    expect(last('USER')?.words[0]).toMatch(/^(?!root$|0$)\w+$/);
    expect(imageEnv.NODE_ENV).toBe('production');
  });

  it('copies in what the built server reads from disk: the web app, its server renderer, the migrations', () => {
    const copied = instructionsOf(runtime, 'COPY')
      .filter((copy) => copy.flags.from === stages[0]!.name)
      .map((copy) => path.relative('/app', copy.words[0]!));
    const needed = [defaultWebDist, path.join(defaultWebDist, '../dist-ssr'), migrationsFolder];
    // Resolved here from src/, in the image from dist/: the same folders either way.
    for (const folder of needed) expect(copied).toContain(path.relative(repoRoot, folder));
    expect(copied).toEqual(expect.arrayContaining(['apps/server/dist', 'packages/contracts/dist']));
  });

  it('starts the server as `npm start` does, with its allocator settings', () => {
    const start = readFileSync(path.join(repoRoot, 'scripts/start.mjs'), 'utf8');
    const args = /start\(process\.execPath, (\[[^\]]*\])/.exec(start)?.[1];
    expect(execForm(last('CMD')!)).toEqual(['node', ...JSON.parse(args!.replaceAll("'", '"'))]);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(imageEnv[name], name).toBe(value);
  });

  it('sets only settings .env.example lists, besides the allocator ones', () => {
    const unknown = Object.keys(imageEnv).filter((name) => !settings.has(name) && !(name in SERVER_ENV));
    expect(unknown).toEqual([]);
  });

  it('checks its health on /api/ready, at the port it exposes (the server’s default)', () => {
    const healthcheck = execForm(last('HEALTHCHECK')!).join(' ');
    expect(healthcheck).toContain(`'${apiPaths.ready.path}'`);
    expect(healthcheck).toContain(`process.env.PORT || ${serverDefaults.PORT}`);
    expect(last('EXPOSE')?.words).toEqual([String(serverDefaults.PORT)]);
  });

  it('keeps the data directory in a volume, and installed, built, data and secret files out of the build', () => {
    expect(last('VOLUME')?.words).toEqual([imageEnv.DATA_DIR]);
    const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.env', '.git']));
  });
});

describe('compose.yaml (issue 30)', () => {
  it('sets the app only settings .env.example lists, here and in compose.s3.yaml', () => {
    const s3App = readCompose('compose.s3.yaml').services.app!;
    const names = [...Object.keys(app.environment ?? {}), ...Object.keys(s3App.environment ?? {})];
    expect(names.filter((name) => !settings.has(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'SESSION_SECRET', 'S3_BUCKET']));
  });

  it('publishes the port the image exposes and the app listens on', () => {
    const exposed = last('EXPOSE')!.words[0];
    expect(app.ports?.map((port) => port.split(':').at(-1))).toEqual([exposed]);
    expect(app.environment?.PORT).toBe(exposed);
  });

  it('refuses to start without a session secret, and keeps media in a volume at DATA_DIR', () => {
    expect(app.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
    expect(app.environment?.DATA_DIR).toBe(imageEnv.DATA_DIR);
    expect(app.volumes).toEqual([`media:${imageEnv.DATA_DIR}`]);
  });

  it('waits for a healthy PostgreSQL 16 and points DATABASE_URL at it', () => {
    const db = compose.services.db!;
    expect(db.image).toMatch(/^postgres:16\b/);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
    expect(new URL(app.environment!.DATABASE_URL!.replaceAll(/\$\{[^}]+\}/g, 'x')).host).toBe('db:5432');
  });

  it('starts object storage only under the s3 profile, where compose.s3.yaml points the app', () => {
    const storage = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('s3'));
    expect(storage.map(([name]) => name)).toEqual(['seaweedfs']);
    const s3App = readCompose('compose.s3.yaml').services.app!;
    expect(new URL(s3App.environment!.S3_ENDPOINT!).hostname).toBe('seaweedfs');
    expect(s3App.environment?.S3_BUCKET).toBe(compose.services.seaweedfs?.environment?.S3_BUCKET);
  });
});
