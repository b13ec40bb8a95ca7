import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { listObjects } from './modules/media/s3';
import { describeBucket, parseS3Url } from './s3-url';

/**
 * With S3_URL the photos live in the operator's bucket, which `npm run backup` does not copy (it
 * may hold gigabytes, and the provider's versioning or replication backs it up better). The backup
 * records which objects the database refers to, so a restore can say which are missing.
 */
const MANIFEST = 's3-objects.txt';

/** Writes the bucket's object list into the backup; returns what to tell the operator. */
export async function recordBucket(config: Pick<Config, 's3Url'>, staging: string): Promise<string | undefined> {
  if (!config.s3Url) return undefined;
  const bucket = parseS3Url(config.s3Url);
  const names = await listObjects(bucket);
  writeFileSync(path.join(staging, MANIFEST), `# ${describeBucket(bucket)}\n${names.map((n) => `${n}\n`).join('')}`);
  return (
    `Photos are in the S3 bucket ${describeBucket(bucket)} (S3_URL), which this backup does not copy: ` +
    `back the bucket up with your provider's tools (versioning, replication or a sync). ` +
    `Its ${names.length} objects are listed in the backup (${MANIFEST}) so a restore can check them.`
  );
}

/** After a restore: warnings when the backup's photos were in a bucket that is not set or lacks some of them. */
export async function checkBucket(config: Pick<Config, 's3Url'>, staging: string): Promise<string[]> {
  const file = path.join(staging, MANIFEST);
  if (!existsSync(file)) return [];
  const [header = '', ...lines] = readFileSync(file, 'utf8').split('\n');
  const wanted = lines.filter(Boolean);
  const where = header.replace(/^# /, '');
  if (!config.s3Url) {
    return [
      `This backup's ${wanted.length} photos were in the S3 bucket ${where}, not in the backup: set S3_URL to that bucket (or a copy of it) so they are served.`,
    ];
  }
  const present = new Set(await listObjects(parseS3Url(config.s3Url)));
  const missing = wanted.filter((n) => !present.has(n));
  if (missing.length === 0) return [];
  return [
    `${missing.length} of the backup's ${wanted.length} photos are missing from the S3 bucket ${describeBucket(parseS3Url(config.s3Url))}; ` +
      `restore them from the bucket's own backup: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', ...' : ''}`,
  ];
}
