import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Server = { url: string; close: () => Promise<void> };

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on a free loopback port with one
 * empty bucket; `url` is the S3_URL for it. It checks every request's SigV4 signature with its
 * fixed credentials S3RVER/S3RVER.
 */
export async function startS3Server(bucket = 'photos'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
