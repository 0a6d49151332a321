// A quiet, honest install (decision 102): no dependency runs an install script nobody reviewed,
// and every locked package accepts the oldest Node the store says it runs on.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { lockedPackages, readJson } from './lockfile';

/**
 * Every package in the lock with an install script, and whether it may run it (package.json's
 * allowScripts, which npm 11 reads). A new one fails the test below until it is reviewed here.
 */
const REVIEWED: Record<string, { allow: boolean; why: string }> = {
  esbuild: {
    allow: false,
    why:
      'its postinstall only copies the platform binary over bin/esbuild, to save a Node start when the command ' +
      'line runs it, or downloads the binary when optional packages were left out; the lock installs ' +
      '@esbuild/<platform>, and tsx and drizzle-kit call its JavaScript API, which finds the binary there',
  },
};

interface Manifest {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
  devDependencies: Record<string, string>;
}

const manifest = readJson<Manifest>('package.json');
const floor = semver.minVersion(manifest.engines.node)!;

describe('install scripts', () => {
  it('every package with an install script has been reviewed, and package.json allows only those reviewed so', () => {
    const unreviewed = lockedPackages()
      .filter((entry) => entry.hasInstallScript && !(entry.name in REVIEWED))
      .map((entry) => `${entry.name}@${entry.version}`);
    expect(unreviewed, 'read its install script, then add it to REVIEWED and to allowScripts').toEqual([]);
    const decided = Object.fromEntries(Object.entries(REVIEWED).map(([name, review]) => [name, review.allow]));
    expect(manifest.allowScripts).toEqual(decided);
  });

  it('no reviewed entry outlives its package', () => {
    const withScripts = new Set(
      lockedPackages()
        .filter((entry) => entry.hasInstallScript)
        .map((entry) => entry.name),
    );
    expect(Object.keys(REVIEWED).filter((name) => !withScripts.has(name))).toEqual([]);
  });
});

describe('engines', () => {
  it(`every locked package runs on the floor, Node ${floor.version}`, () => {
    const refusing = lockedPackages()
      .map((entry) => ({ entry, range: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ range }) => range !== undefined && !semver.satisfies(floor, range))
      .map(({ entry, range }) => `${entry.name}@${entry.version} (${entry.location}) needs Node ${range}`);
    expect(refusing, 'keep the older version, or raise engines.node with .nvmrc and @types/node').toEqual([]);
  });

  it('.nvmrc and @types/node name the same major version as the floor', () => {
    expect(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()).toBe(String(floor.major));
    expect(semver.minVersion(manifest.devDependencies['@types/node']!)!.major).toBe(floor.major);
  });
});
