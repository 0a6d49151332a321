/**
 * Issue 30 point 6: three store instances on one PostgreSQL and one S3-compatible bucket (a local
 * s3rver), each with its own DATA_DIR and nothing shared on disk. An upload made through one is
 * served, resized and deleted through the others. PostgreSQL only (npm run test:postgres).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type MediaItem } from '@marquee/contracts';
import { upsertAdmin } from '../../modules/auth/admin-accounts.js';
import { startTestS3, type TestS3 } from '../s3.js';
import { solidPng } from '../uploads.js';
import { startCluster, type Cluster, type Instance } from './cluster.js';
import { Shopper } from './shopper.js';

let s3: TestS3;
let cluster: Cluster;

/** GETs `url` from one instance directly (not through the balancer), as its bytes. */
async function fetchFrom(instance: Instance, url: string) {
  const response = await fetch(new URL(url, instance.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const uploadedFiles = (instance: Instance) => {
  const folder = path.join(instance.config.mediaDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 30 three instances with no shared disk, one bucket', () => {
  beforeAll(async () => {
    s3 = await startTestS3();
    cluster = await startCluster({ count: 3, env: s3.env });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await s3?.close();
  });

  it('an upload made through one instance is served, resized and deleted through the other two', async () => {
    const [first, second, third] = cluster.instances as [Instance, Instance, Instance];
    expect(new Set(cluster.instances.map((instance) => instance.config.dataDir)).size).toBe(3);

    // The admin uploads on the first instance only.
    const email = `media-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await upsertAdmin(first.database.db, first.app.auth, email, 'admin password for tests');
    // Through the balancer, whose address is the Origin every instance expects (PUBLIC_URL).
    const admin = new Shopper(cluster.balancer.url);
    expect(
      (await admin.post(apiPaths.auth.adminSignIn.href(), { email, password: 'admin password for tests' })).status,
    ).toBe(200);
    const session = `marquee.session_token=${admin.cookie('marquee.session_token')}`;
    const form = new FormData();
    form.append('files', new Blob([await solidPng(800, 500)], { type: 'image/png' }), 'poster.png');
    const uploaded = await fetch(new URL(apiPaths.admin.media.href(), first.url), {
      method: 'POST',
      body: form,
      headers: { origin: cluster.balancer.url, cookie: session },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const [item] = ((await uploaded.json()) as { items: MediaItem[] }).items;

    const original = await fetchFrom(first, item!.url);
    expect(original.status).toBe(200);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 800, height: 500 });
    const variant = `/img/480/webp/${item!.url.replace('/media/', '')}`;
    const variants = [];
    for (const other of [second, third]) {
      const served = await fetchFrom(other, item!.url);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/png');
      expect(served.bytes.equals(original.bytes)).toBe(true);
      const resized = await fetchFrom(other, variant);
      expect(resized.status).toBe(200);
      expect(await sharp(resized.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
      variants.push(resized.bytes);
    }
    expect(variants[0]!.equals(variants[1]!)).toBe(true);
    // Nothing reached any instance's own disk.
    expect(cluster.instances.map(uploadedFiles)).toEqual([[], [], []]);

    // Deleted through the third instance: the second no longer serves it or its variants.
    const deleted = await fetch(new URL(apiPaths.admin.mediaItem.href(item!.id), third.url), {
      method: 'DELETE',
      headers: { origin: cluster.balancer.url, cookie: session },
    });
    expect(deleted.status, await deleted.text()).toBe(200);
    expect((await fetchFrom(second, item!.url)).status).toBe(404);
    expect((await fetchFrom(second, variant)).status).toBe(404);
  });
});
