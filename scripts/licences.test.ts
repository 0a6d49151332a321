// The store is distributed under MIT (LICENSE, decision 102): every package a production install
// puts on disk must carry a licence that allows that. A new dependency under another licence
// fails here until someone reads its licence and names it below with the reason.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionPackages, readJson } from './lockfile';

/** Permissive licences (SPDX ids): they ask for the notice to be kept, nothing of the store's code. */
const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
]);

/** Licences allowed for the named packages only, each with the reason it fits a store under MIT. */
const EXCEPTIONS: { packages: RegExp; licence: string; why: string }[] = [
  {
    packages: /^@img\/sharp-(libvips-.+|win32-.+|wasm32)$/,
    licence: 'LGPL-3.0-or-later',
    why:
      'libvips, the image library sharp loads at run time: shipped unmodified in packages of its own (or inside ' +
      "the Windows and WebAssembly builds), linked dynamically, and replaceable with the system's libvips, which is " +
      'what the LGPL asks of a program that uses it',
  },
  {
    packages: /^lightningcss(-.+)?$/,
    licence: 'MPL-2.0',
    why:
      "Vite's CSS minifier, installed with --omit=dev only because better-auth names vitest as an optional peer; " +
      'the store never runs it, and the MPL covers its own files, unmodified here, not the code beside them',
  },
];

/** The licences an SPDX expression lets us choose from: each alternative of an OR, as its AND-ed parts. */
function alternatives(expression: string): string[][] {
  return expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .map((alternative) => alternative.split(/\s+AND\s+/).map((id) => id.trim()));
}

function refusal(name: string, license: string | undefined): string | undefined {
  if (!license) return 'no licence declared';
  const exceptions = EXCEPTIONS.filter((exception) => exception.packages.test(name)).map((e) => e.licence);
  const fits = alternatives(license).some((parts) => parts.every((id) => ALLOWED.has(id) || exceptions.includes(id)));
  return fits ? undefined : license;
}

describe('licences', () => {
  const packages = productionPackages();

  it('every package a production install can put on disk has a licence compatible with MIT', () => {
    expect(packages.length).toBeGreaterThan(300);
    const refused = packages
      .map((entry) => ({ entry, reason: refusal(entry.name, entry.license) }))
      .filter(({ reason }) => reason !== undefined)
      .map(({ entry, reason }) => `${entry.name}@${entry.version} (${entry.location}): ${reason}`);
    expect(refused, 'name the licence in ALLOWED or the package in EXCEPTIONS, with the reason').toEqual([]);
  });

  it('every exception still names a package in the tree, so the list does not outlive its reasons', () => {
    const unused = EXCEPTIONS.filter(
      (exception) =>
        !packages.some((entry) => exception.packages.test(entry.name) && entry.license?.includes(exception.licence)),
    ).map((exception) => `${exception.packages} ${exception.licence}`);
    expect(unused).toEqual([]);
  });

  it('reads SPDX expressions: one allowed alternative of an OR suffices, every part of an AND must be allowed', () => {
    expect(refusal('some-package', '(MIT OR GPL-3.0-only)')).toBeUndefined();
    expect(refusal('some-package', 'MIT AND GPL-3.0-only')).toBe('MIT AND GPL-3.0-only');
    expect(refusal('some-package', 'LGPL-3.0-or-later')).toBe('LGPL-3.0-or-later');
    expect(refusal('@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later')).toBeUndefined();
    expect(refusal('some-package', undefined)).toBe('no licence declared');
  });

  it('the store itself is MIT: LICENSE and every package.json say so', () => {
    expect(existsSync(new URL('../LICENSE', import.meta.url))).toBe(true);
    expect(readFileSync(new URL('../LICENSE', import.meta.url), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026/,
    );
    const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
    const manifests = ['package.json', ...workspaces.map((folder) => `${folder}/package.json`)];
    expect(manifests.map((file) => [file, readJson<{ license?: string }>(file).license])).toEqual(
      manifests.map((file) => [file, 'MIT']),
    );
  });
});
