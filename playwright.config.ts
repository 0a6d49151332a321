import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's headless shell: Chromium's engine without the desktop browser around it, about a
// fifth less CPU for the suite (decision 093). The blocking-time budgets (budgets.spec.ts)
// launch the full browser, the one Lighthouse measures with.
const chromium = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// The phone project (390 px) runs the tests tagged @phone: those whose outcome depends on the
// width or on touch (layout, overflow, axe of a layout that differs, the phone menu and sheets,
// taps before hydration). The others test logic that is the same at any width and run once, on
// the desktop (decision 077). E2E_PHONE=all runs every test at 390 px too.
const phoneGrep = process.env.E2E_PHONE === 'all' ? undefined : /@phone\b/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test its snapshots (24 desktop tests: 50 CPU-s with
    // retain-on-failure, 39 with none; decision 077). CI retries a failure once and records
    // that retry; a local run, which does not retry, keeps the failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      ...(phoneGrep ? { grep: phoneGrep } : {}),
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Stopped as in production, so it lets go of its data directory: npm test's second pass
    // starts a store on the same one (scripts/test.mjs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // The suite runs at machine speed, much of it from one address (specs that do not use
      // fixtures.ts's per-test address): the page, API, search and filter ceilings, which real
      // browsing never meets, are lifted for it. The sign-in lock and the other per-address
      // limits keep their defaults (rate-limits.spec.ts relies on them).
      RATE_LIMITS: 'pages=100000,api=100000,search=100000,facets=100000',
      ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
    },
  },
});
