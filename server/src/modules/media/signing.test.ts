import { describe, expect, it } from 'vitest';
import { cloudinarySignature, isLocalSignature, localSignature, parseCloudinaryUrl } from './signing';

describe('upload signatures', () => {
  it("matches the hosted service's documented example", () => {
    // From the service's "Generating authentication signatures" page: API secret "abcd".
    const params = { timestamp: 1315060510, public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop' };
    expect(cloudinarySignature(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('reads CLOUDINARY_URL', () => {
    expect(parseCloudinaryUrl('cloudinary://123456:s3cr%2Ft@demo-cloud')).toEqual({
      apiKey: '123456',
      apiSecret: 's3cr/t',
      cloudName: 'demo-cloud',
    });
    expect(() => parseCloudinaryUrl('cloudinary://onlykey@cloud')).toThrow(/CLOUDINARY_URL/);
  });

  it('signs locally per key and timestamp, each signature with its own nonce', () => {
    const key = new TextEncoder().encode('k1');
    const a = localSignature(1000, key);
    expect(a).toMatch(/^[\w-]{16}\.[0-9a-f]{64}$/);
    expect(localSignature(1000, key)).not.toBe(a);
    expect(isLocalSignature(a, 1000, key)).toBe(true);
    expect(isLocalSignature(a, 1001, key)).toBe(false);
    expect(isLocalSignature(a, 1000, new TextEncoder().encode('k2'))).toBe(false);
    const [nonce, mac] = a.split('.');
    expect(isLocalSignature(`${nonce}x.${mac}`, 1000, key)).toBe(false);
    expect(isLocalSignature(mac as string, 1000, key)).toBe(false);
    expect(isLocalSignature('short', 1000, key)).toBe(false);
  });
});
