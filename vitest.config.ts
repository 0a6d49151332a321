import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// A test file that replaces a module with vi.mock needs a module graph of its own: in a shared
// one the app may already hold the real module.
const ownModuleGraph = ['apps/server/src/modules/images/images.test.ts'];

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // The web app's '@/…' imports, so its components can be rendered in unit tests.
    alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-tmp.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM: two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ownModuleGraph,
          // Each server test file builds its own app on its own database, so it shares nothing
          // with the others but the loaded code. Loading that code (the whole app) and compiling
          // PGlite's WASM once per worker instead of once per file is most of the suite's import
          // time (decision 077).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server-isolated', include: ownModuleGraph } },
      // The repository's own rules: licences, install scripts and engines in the lock (decision 102).
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'web', include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
