/**
 * Issue 27 point 7: secrets and headers. One session secret per store, checked at start; the
 * previous secret still accepted while rotating; Secure cookies on a public store; the API
 * document for admins only in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { checkSessionSecret, secretFingerprint } from './lib/session-secret.js';
import { upsertAdmin } from './modules/auth/admin-accounts.js';
import { TestClient, signUp, testConfig } from './test/app.js';
import { createTestDatabase } from './test/database.js';

const SECRET_A = 'a'.repeat(20) + 'first-secret-of-this-store';
const SECRET_B = 'b'.repeat(20) + 'second-secret-of-this-store';

async function appWith(database: Database, env: Record<string, string>) {
  const config = testConfig(env);
  const app = await buildApp({ db: database.db, config, logger: false, events: database });
  await app.ready();
  return app;
}

describe('issue 27 point 7: one session secret per store', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('records the first secret, accepts it again, refuses another naming SESSION_SECRET, and records a rotation', async () => {
    const a = { sessionSecret: SECRET_A, previousSessionSecret: undefined };
    const b = { sessionSecret: SECRET_B, previousSessionSecret: undefined };
    expect(await checkSessionSecret(database.db, a)).toBe('recorded');
    expect(await checkSessionSecret(database.db, a)).toBe('same');

    const refused = await checkSessionSecret(database.db, b).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toContain('SESSION_SECRET');
    expect((refused as Error).message).toContain(secretFingerprint(SECRET_A));
    expect((refused as Error).message).not.toContain(SECRET_A);

    expect(await checkSessionSecret(database.db, { sessionSecret: SECRET_B, previousSessionSecret: SECRET_A })).toBe(
      'rotated',
    );
    // Once rotated, an instance still on the old secret alone is the odd one out.
    await expect(checkSessionSecret(database.db, a)).rejects.toBeInstanceOf(ConfigError);
    expect(await checkSessionSecret(database.db, b)).toBe('same');
  });

  it('keeps a session signed with the previous secret while rotating, and only then', async () => {
    const before = await appWith(database, { SESSION_SECRET: SECRET_A });
    const shopper = new TestClient(before);
    await signUp(shopper);
    const cookie = shopper.cookie('marquee.session_token');
    expect(cookie).toBeTruthy();
    await before.close();

    const session = async (env: Record<string, string>) => {
      const app = await appWith(database, env);
      const response = await app.inject({
        method: 'GET',
        url: apiPaths.auth.session.path,
        headers: { cookie: `marquee.session_token=${cookie}` },
      });
      await app.close();
      return (response.json() as { user: { email: string } | null }).user;
    };
    expect(await session({ SESSION_SECRET: SECRET_B })).toBeNull();
    expect(await session({ SESSION_SECRET: SECRET_B, SESSION_SECRET_PREVIOUS: SECRET_A })).not.toBeNull();
  });
});

describe('issue 27 point 7: Secure cookies on a public store', () => {
  it('refuses a production store on a public http address, naming PUBLIC_URL', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.test', SESSION_SECRET: SECRET_A };
    expect(() => loadConfig({ ...env, ALLOW_TEST_PAYMENTS: 'true' })).toThrow(/PUBLIC_URL: http:\/\/shop/);
  });

  it('gives an https store Secure session cookies', async () => {
    const database = await createTestDatabase();
    const app = await appWith(database, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.test',
      SESSION_SECRET: SECRET_A,
      ALLOW_TEST_PAYMENTS: 'true',
    });
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.auth.signUp.path,
      headers: { origin: 'https://shop.example.test' },
      payload: { email: 'secure@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'L' },
    });
    expect(response.statusCode).toBe(201);
    const session = response.cookies.find((c) => c.name.endsWith('marquee.session_token'));
    expect(session?.secure).toBe(true);
    await app.close();
    await database.close();
  });
});

describe('issue 27 point 7: the API document is for admins in production', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await appWith(database, { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 401 to a visitor, 403 to a customer and the document to an admin', async () => {
    const json = `${apiPaths.docs.path}/json`;
    expect((await new TestClient(app).get(json)).statusCode).toBe(401);
    expect((await new TestClient(app).get(apiPaths.docs.path)).statusCode).toBe(401);

    const customer = new TestClient(app);
    await signUp(customer);
    expect((await customer.get(json)).statusCode).toBe(403);

    await upsertAdmin(database.db, app.auth, 'docs-admin@example.com', 'admin password for tests');
    const admin = new TestClient(app);
    expect(
      (
        await admin.post('/api/auth/admin-sign-in', {
          email: 'docs-admin@example.com',
          password: 'admin password for tests',
        })
      ).statusCode,
    ).toBe(200);
    const document = await admin.get(json);
    expect(document.statusCode).toBe(200);
    expect(Object.keys((document.json() as { paths: object }).paths).some((p) => p.startsWith('/api/admin/'))).toBe(
      true,
    );
  });
});

describe('issue 30: the API document stays open in development', () => {
  it('serves the document and its pages to a visitor when NODE_ENV is development', async () => {
    const database = await createTestDatabase();
    const app = await appWith(database, { NODE_ENV: 'development' });
    try {
      const visitor = new TestClient(app);
      const document = await visitor.get(`${apiPaths.docs.path}/json`);
      expect(document.statusCode).toBe(200);
      expect(Object.keys((document.json() as { paths: object }).paths)).toContain(apiPaths.health.path);
      const pages = await visitor.get(`${apiPaths.docs.path}/`);
      expect(pages.statusCode).toBe(200);
      expect(pages.headers['content-type']).toMatch(/text\/html/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
