import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { testStoreForFile, TestClient } from '../../test/app.js';

const store = testStoreForFile();

describe('POST /api/newsletter', () => {
  it('SF-HOME-10 stores a new address (trimmed, lower-cased) and answers 201', async () => {
    const client = new TestClient(store.app);
    const response = await client.post('/api/newsletter', { email: '  Film.Fan@Example.com ' });
    expect(response.statusCode).toBe(201);
    const rows = await store.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toContain('film.fan@example.com');
  });

  it('SF-HOME-11 R-39 refuses a duplicate, whatever its case, with 409 ALREADY_SUBSCRIBED', async () => {
    const client = new TestClient(store.app);
    expect((await client.post('/api/newsletter', { email: 'twice@example.com' })).statusCode).toBe(201);
    const again = await client.post('/api/newsletter', { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'This email is already subscribed to our newsletter.',
    });
  });

  it('SF-HOME-09 refuses a missing, blank or malformed address with 400 naming the field', async () => {
    const client = new TestClient(store.app);
    for (const body of [{}, { email: '   ' }, { email: 'not-an-email' }]) {
      const response = await client.post('/api/newsletter', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('email');
    }
  });

  it('R-39 never exposes the subscriber list', async () => {
    const client = new TestClient(store.app);
    for (const url of ['/api/newsletter', '/api/newsletter/subscriptions', '/api/newsletter_subscriptions']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('@example.com');
    }
  });

  it('is rate limited per client address', async () => {
    const client = new TestClient(store.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await client.post('/api/newsletter', { email: `burst${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
