import { describe, expect, it } from 'vitest';
import { testStoreForFile, TestClient } from '../test/app.js';

const store = testStoreForFile();

const post = (url: string, payload: string) =>
  store.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
  });

describe('bad input gets 400 naming the field, never 500', () => {
  it('malformed JSON', async () => {
    const response = await post('/api/auth/sign-in', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_JSON', fields: { body: 'Invalid JSON' } });
  });

  it('a wrong type names the field', async () => {
    const response = await post('/api/auth/sign-in', JSON.stringify({ email: 42, password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('email');
    expect(response.json().error.message).toMatch(/^email: /);
  });

  it('an unknown field is named', async () => {
    const response = await post(
      '/api/auth/sign-up',
      JSON.stringify({ email: 'a@b.co', password: 'long enough', firstName: 'A', lastName: 'B', role: 'admin' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role: 'Unknown field "role"' });
  });

  it('a bad query parameter is named', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/products?sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['sort']);
  });

  it('a bad path parameter is named', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['id']);
  });

  it('an unknown /api route is a JSON 404', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('a write from another site is refused (CSRF)', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co', password: 'whatever1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BAD_ORIGIN');
  });

  it('sets security headers with a CSP and a request id', async () => {
    const response = await new TestClient(store.app).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('rate-limits sign-in attempts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await store.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nobody@example.com', password: 'wrong password' },
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
