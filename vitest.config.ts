import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // The web app's '@/…' imports, so its components can be rendered in unit tests.
    alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM: two workers keep a 2-core machine responsive.
    maxWorkers: 2,
  },
});
