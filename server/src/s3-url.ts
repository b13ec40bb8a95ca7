// S3_URL, read by config at start and by the media module and backups: no I/O here.

/**
 * A bucket on an S3-compatible service, from S3_URL:
 * `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=us-east-1`.
 * Path-style addressing (`host/bucket/key`), which AWS, MinIO, Garage, Ceph and R2 all accept.
 */
export type S3Bucket = {
  /** `http(s)://host[:port]`, no trailing slash. */
  endpoint: string;
  bucket: string;
  /** Key prefix, '' or ending in '/'. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Reads S3_URL; throws an Error naming what is missing. */
export function parseS3Url(value: string): S3Bucket {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('must start with http:// or https://');
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!url.username || !url.password)
    throw new Error('must hold the access key and secret (http://KEY:SECRET@host/bucket)');
  if (!bucket) throw new Error('must name the bucket (http://KEY:SECRET@host/bucket)');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket: decodeURIComponent(bucket),
    prefix: rest.length ? `${rest.map(decodeURIComponent).join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Where S3_URL points, without its secret (for logs and backups). */
export const describeBucket = (b: S3Bucket) => `${b.endpoint}/${b.bucket}/${b.prefix}`;
