import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults the README lists', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 12 * 3600,
      icalSyncMinutes: 30,
      icalAllowPrivateHosts: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      JWT_SECRET: 'a'.repeat(32),
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Str0ng!Pass',
      SMTP_URL: 'smtp://localhost:2525',
      COMPANY_EMAIL: 'office@example.com',
      CLOUDINARY_URL: 'cloudinary://key:secret@cloud',
      PUBLIC_URL: 'https://clean.example.com',
      ICAL_SYNC_MINUTES: '15',
      ICAL_ALLOW_PRIVATE_HOSTS: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      icalSyncMinutes: 15,
      icalAllowPrivateHosts: true,
      adminEmail: 'Boss@Example.com',
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['1', true],
    [' loopback , 10.0.0.0/8,::1 ', 'loopback,10.0.0.0/8,::1'],
  ])('reads TRUST_PROXY %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each(['yes', '2', '10.0.0.0/33', 'proxy.example.com'])('refuses TRUST_PROXY %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('takes a VAPID pair, both or neither, and says whom push services may contact', () => {
    const pair = {
      VAPID_PUBLIC_KEY: 'BFDh_ALQqgj7qirgo2NjTXrgGNa4G5Kw-jY89CjAzSWiWHzRQGjezQYQDuSWWYWf1rUmgddUc4htlKrAgiUh2UI',
      VAPID_PRIVATE_KEY: 'l-v9w3X4M_7iUX_r-5Q2rrB8BSCIGCDXtDBPWl89jgk',
    };
    expect(loadConfig({ ...pair, COMPANY_EMAIL: 'office@example.com' })).toMatchObject({
      vapidKeys: { publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY },
      vapidSubject: 'mailto:office@example.com',
      pushAllowPrivateHosts: false,
    });
    expect(loadConfig({})).toMatchObject({ vapidKeys: undefined, vapidSubject: 'mailto:no-reply@localhost' });
    expect(loadConfig({ PUBLIC_URL: 'https://clean.example.com' }).vapidSubject).toBe('https://clean.example.com');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://x' })).toThrow(/VAPID_SUBJECT/);
  });

  it('treats blank values as absent', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['SMTP_URL', 'http://mail'],
    ['ICAL_SYNC_MINUTES', '-5'],
    ['ICAL_ALLOW_PRIVATE_HOSTS', 'maybe'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
