import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { TrustProxy } from '../src/config';
import type { LoginLimits } from '../src/modules/accounts/login-limiter';
import type { ResetLimits } from '../src/modules/accounts/password-reset';
import { openTestDatabase, type TestDatabase } from './test-db';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
/** Limits high enough that ordinary tests never meet them; the rate-limit test uses the defaults. */
export const RELAXED_LOGIN_LIMITS: LoginLimits = { perAddress: 10_000, perEmail: 10_000, windowSeconds: 60 };

export type TestContext = { app: App; database: TestDatabase; dataDir: string };

/** Builds the real app on a fresh database for one test file, closed after the file. */
export async function createTestApp(
  opts: {
    loginLimits?: LoginLimits;
    resetLimits?: ResetLimits;
    webDir?: string;
    cloudinaryUrl?: string;
    /** An S3-compatible bucket for photos (test/s3-server.ts starts one). */
    s3Url?: string;
    publicUrl?: string;
    /** PORT: where links point when PUBLIC_URL is unset (http://localhost:<port>); 3000 unless given. */
    port?: number;
    companyEmail?: string;
    /** WhatsApp and social links of the public page. */
    company?: Pick<
      AppOptions['config'],
      'companyWhatsapp' | 'companyFacebookUrl' | 'companyLinkedinUrl' | 'companyEmail'
    >;
    /** Calendar feeds on loopback are allowed unless a test checks the public-address rule. */
    allowPrivateHosts?: boolean;
    /** Push endpoints on loopback (the push-service stand-in) are allowed unless a test checks the rule. */
    pushAllowPrivateHosts?: boolean;
    feeds?: AppOptions['feeds'];
    logger?: AppOptions['logger'];
    trustProxy?: TrustProxy;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-data-'));
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config: {
      jwtTtlSeconds: 12 * 3600,
      webDir: opts.webDir,
      dataDir,
      cloudinaryUrl: opts.cloudinaryUrl,
      s3Url: opts.s3Url,
      publicUrl: opts.publicUrl,
      port: opts.port,
      companyEmail: opts.companyEmail,
      ...opts.company,
      icalAllowPrivateHosts: opts.allowPrivateHosts ?? true,
      pushAllowPrivateHosts: opts.pushAllowPrivateHosts ?? true,
      vapidSubject: 'mailto:office@brightstay.test',
      trustProxy: opts.trustProxy,
    },
    jwtSecret: TEST_JWT_SECRET,
    loginLimits: opts.loginLimits ?? RELAXED_LOGIN_LIMITS,
    resetLimits: opts.resetLimits ?? { perAddress: 10_000, perEmail: 10_000, windowSeconds: 60 },
    feeds: opts.feeds,
    logger: opts.logger,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, dataDir };
}
