import { createHash, createHmac } from 'node:crypto';
import type { S3Bucket } from '../../s3-url';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone).
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Authorization header of AWS Signature Version 4 (header form) for one request; `headers`
 * must hold host, x-amz-date and x-amz-content-sha256 and are all signed.
 */
export function signV4(
  b: Pick<S3Bucket, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  req: { method: string; path: string; query: string; headers: Record<string, string> },
): string {
  const lower = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const names = Object.keys(lower).sort();
  const amzDate = lower['x-amz-date']!;
  const day = amzDate.slice(0, 8);
  const canonical = [
    req.method,
    req.path,
    req.query,
    names.map((h) => `${h}:${lower[h]}\n`).join(''),
    names.join(';'),
    lower['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${b.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${b.secretAccessKey}`, day), b.region));
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${b.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`;
}

/** One request to the bucket, signed, path-style, payload hashed. */
async function send(
  b: S3Bucket,
  method: string,
  key: string,
  opts: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const body = opts.body ?? Buffer.alloc(0);
  const path = `/${encode(b.bucket)}${key ? `/${key.split('/').map(encode).join('/')}` : ''}`;
  const query = Object.entries(opts.query ?? {})
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const headers = {
    ...opts.headers,
    'x-amz-content-sha256': sha256(body),
    'x-amz-date': new Date().toISOString().replace(/[-:]|\.\d{3}/g, ''),
  };
  const authorization = signV4(b, { method, path, query, headers: { ...headers, host: new URL(b.endpoint).host } });
  return fetch(`${b.endpoint}${path}${query ? `?${query}` : ''}`, {
    method,
    headers: { ...headers, authorization },
    body: method === 'PUT' ? new Uint8Array(body) : undefined,
  });
}

async function failure(res: Response, what: string) {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${what} failed: ${res.status}${code ? ` ${code}` : ''}`);
}

/** Stores an object under the bucket's prefix. */
export async function putObject(b: S3Bucket, name: string, content: Buffer, contentType: string): Promise<void> {
  const res = await send(b, 'PUT', b.prefix + name, { body: content, headers: { 'content-type': contentType } });
  if (!res.ok) throw await failure(res, `PUT ${name}`);
  await res.arrayBuffer();
}

/** An object's bytes and type, or undefined when there is none. */
export async function getObject(
  b: S3Bucket,
  name: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  const res = await send(b, 'GET', b.prefix + name);
  if (res.status === 404) {
    await res.arrayBuffer();
    return undefined;
  }
  if (!res.ok) throw await failure(res, `GET ${name}`);
  return {
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    content: Buffer.from(await res.arrayBuffer()),
  };
}

/** Removes an object (no error when it is not there). */
export async function deleteObject(b: S3Bucket, name: string): Promise<void> {
  const res = await send(b, 'DELETE', b.prefix + name);
  if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${name}`);
  await res.arrayBuffer();
}

/** Every object name under the bucket's prefix (ListObjectsV2, page by page). */
export async function listObjects(b: S3Bucket): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const query: Record<string, string> = {
      'list-type': '2',
      prefix: b.prefix,
      ...(token ? { 'continuation-token': token } : {}),
    };
    const res = await send(b, 'GET', '', { query });
    if (!res.ok) throw await failure(res, 'list');
    const xml = await res.text();
    for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) names.push(unescapeXml(m[1]!).slice(b.prefix.length));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') || undefined
      : undefined;
  } while (token);
  return names;
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
