import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mediaFiles } from '../../db/schema/media';
import { multipart, signedIn } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import { insertMediaFile } from './media.queries';
import { parseS3Url } from '../../s3-url';
import { deleteObject, getObject, listObjects, signV4 } from './s3';

// Photos in an S3-compatible bucket (S3_URL), against a real S3-protocol server that checks signatures.
const s3 = await startS3Server();
afterAll(() => s3.close());
const bucket = parseS3Url(s3.url);
const { app, database } = await createTestApp({ s3Url: s3.url });
const admin = await signedIn(app, database.db, 'admin');
const photo = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images/house-1.jpg'));

async function uploadPhoto(content: Buffer) {
  const s = (await app.inject({ method: 'GET', url: '/api/media/signature', headers: admin.auth })).json();
  const form = multipart(
    { api_key: s.apiKey, timestamp: String(s.timestamp), signature: s.signature },
    { name: 'h.jpg', content, type: 'image/jpeg' },
  );
  const res = await app.inject({ method: 'POST', url: '/api/media/upload', ...form });
  expect(res.statusCode).toBe(200);
  return (res.json().secure_url as string).replace(/^.*\/media\//, '');
}

describe('photos in an S3 bucket (S3_URL)', () => {
  it('uploads go to the bucket, not the database, and are served from it; a deleted object is gone', async () => {
    const name = await uploadPhoto(photo);
    expect(await database.db.select().from(mediaFiles)).toEqual([]);
    expect(await listObjects(bucket)).toEqual([name]);
    const stored = await getObject(bucket, name);
    expect(stored?.contentType).toBe('image/jpeg');
    // Re-encoded (decision 0027): the same picture, not the same bytes.
    expect(stored?.content.equals(photo)).toBe(false);
    expect(await sharp(stored!.content).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

    const served = await app.inject({ method: 'GET', url: `/media/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(stored!.content)).toBe(true);

    await deleteObject(bucket, name);
    expect(await listObjects(bucket)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/media/${name}` })).statusCode).toBe(404);
  });

  it('photos stored in the database before the bucket was set are still served', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    const png = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images/small.png'));
    await insertMediaFile(database.db, { name, contentType: 'image/png', content: png });
    const served = await app.inject({ method: 'GET', url: `/media/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('signs requests as AWS documents it (s3rver does not check SigV4 signatures, so this is the proof)', () => {
    // "Example: GET Object" of AWS's "Signature Calculations for the Authorization Header".
    const authorization = signV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
      },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('an unknown access key is refused by the bucket with its error code', async () => {
    const wrong = { ...bucket, accessKeyId: 'NOBODY' };
    await expect(getObject(wrong, 'x.jpg')).rejects.toThrow(/S3 GET x\.jpg failed: 403 InvalidAccessKeyId/);
  });

  it('S3_URL is checked at start: it needs credentials and a bucket', () => {
    expect(loadConfig({ S3_URL: 'http://K:S@127.0.0.1:9000/photos/app?region=eu-west-1' }).s3Url).toBeDefined();
    expect(parseS3Url('https://K%2F1:S%2B2@s3.example.com/photos/app/one?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'photos',
      prefix: 'app/one/',
      region: 'eu-west-1',
      accessKeyId: 'K/1',
      secretAccessKey: 'S+2',
    });
    expect(() => loadConfig({ S3_URL: 'http://127.0.0.1:9000/photos' })).toThrow(/S3_URL: must hold the access key/);
    expect(() => loadConfig({ S3_URL: 'http://K:S@127.0.0.1:9000/' })).toThrow(/S3_URL: must name the bucket/);
    expect(() => loadConfig({ S3_URL: 's3://K:S@host/photos' })).toThrow(/S3_URL/);
  });
});
