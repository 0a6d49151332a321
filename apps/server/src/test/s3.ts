import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used here.
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings of a store whose uploads go to this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a
 * new temporary folder, with one bucket. Path-style addresses, as most S3-compatible servers want.
 */
export async function startTestS3(bucket = 'marquee-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'marquee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's own fixed key pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
