import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakePayPal, type FakePayPal } from '../apps/server/src/test/fake-paypal';

/**
 * A second store for the PayPal specs: the built server in PayPal mode against the fake PayPal
 * REST API (apps/server/src/test/fake-paypal.ts), on its own port and fresh data directory. The
 * suite's main store (playwright.config.ts) keeps the test provider; this one starts only when a
 * PayPal spec runs, once per file.
 */
export const PAYPAL_STORE_PORT = Number(process.env.E2E_PAYPAL_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
export const PAYPAL_STORE_URL = `http://127.0.0.1:${PAYPAL_STORE_PORT}`;

export interface PayPalStore {
  url: string;
  fake: FakePayPal;
  /** Seconds from spawning the server to its /api/ready (the first start seeds the catalogue). */
  startSeconds: number;
  stop(): Promise<void>;
}

async function waitForReady(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The PayPal-mode store exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The PayPal-mode store was not ready within ${timeoutMs / 1000} s`);
}

export async function startPayPalStore(): Promise<PayPalStore> {
  const fake = await startFakePayPal();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-paypal-'));
  const started = Date.now();
  const stderr: string[] = [];
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PAYPAL_STORE_PORT),
      PUBLIC_URL: PAYPAL_STORE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      RATE_LIMITS: 'pages=100000,api=100000,search=100000,facets=100000',
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_API_BASE: fake.url,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
      PAYPAL_PLAN_ID: 'P-FAKE-DREAMBOX',
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(PAYPAL_STORE_URL, server, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr.join('').slice(-2000)}`);
  }
  return { url: PAYPAL_STORE_URL, fake, startSeconds: (Date.now() - started) / 1000, stop };
}
