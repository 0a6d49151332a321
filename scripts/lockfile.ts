// The package lock read as the tests of the dependency policy need it (licences.test.ts,
// install.test.ts). The lock, not node_modules, because it holds every platform's packages (a
// Mac's libvips, Windows' sharp) and is what `npm ci` installs anywhere.
import { readFileSync } from 'node:fs';

export interface LockedPackage {
  /** The entry's key: `node_modules/a/node_modules/b`. */
  location: string;
  name: string;
  version: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
  hasInstallScript?: boolean;
  engines?: Record<string, string> | string[];
}

const root = new URL('../', import.meta.url);

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;
}

/** The third-party packages in package-lock.json (not the workspaces, nor their links), each with its location and name. */
export function lockedPackages(): LockedPackage[] {
  const lock = readJson<{ packages: Record<string, Omit<LockedPackage, 'location' | 'name'> & { name?: string }> }>(
    'package-lock.json',
  );
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.link)
    .map(([location, entry]) => ({
      ...entry,
      location,
      name: entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length),
    }));
}

/**
 * The packages `npm ci --omit=dev` installs, on this platform or another: every entry not marked
 * `dev`. That is more than the workspaces' dependencies: npm also installs a dev package that a
 * production package names as an optional peer (better-auth's vitest and drizzle-kit, i18next's
 * typescript), and the lock marks those `devOptional`, not `dev`.
 */
export function productionPackages(): LockedPackage[] {
  return lockedPackages().filter((entry) => !entry.dev);
}
