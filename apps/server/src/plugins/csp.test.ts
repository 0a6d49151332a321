import { beforeAll, describe, expect, it } from 'vitest';
import { dynamicPages } from '../db/schema/index.js';
import { testStoreForFile } from '../test/app.js';

const store = testStoreForFile();
beforeAll(async () => {
  await store.database.db.insert(dynamicPages).values({
    slug: 'lookbook',
    title: 'Lookbook',
    content: '<p><img src="https://images.example.com/still.png" alt="A still"></p>',
  });
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('issue 10: the CSP and the content sanitiser agree on images', () => {
  it('lets the browser load the https: images a page keeps after sanitising', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/pages/lookbook' });
    expect(response.statusCode).toBe(200);
    expect(response.json().html).toContain('src="https://images.example.com/still.png"');
    const imgSrc = directive(String(response.headers['content-security-policy']), 'img-src');
    expect(imgSrc).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    // Plain http: stays blocked (it would be mixed content on the https store), and no wildcard.
    expect(imgSrc).not.toContain('http:');
    expect(imgSrc).not.toContain('*');
  });
});
