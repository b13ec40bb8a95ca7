import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './s3-url';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const urlWithProtocol = (protocols: string[], what: string) =>
  optionalText.refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
    message: `must be a ${what} URL (${protocols.map((p) => `${p}://`).join(' or ')})`,
  });

/** Fastify's `trustProxy`: off, every hop, or the proxies' addresses (Fastify ignores hop counts). */
export type TrustProxy = boolean | string;

const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  if (proxyKeywords.includes(entry)) return true;
  if (extra !== undefined || !isIP(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};

const trustProxy = optionalText.transform((v, ctx): TrustProxy => {
  if (v === undefined || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isProxyAddress)) return entries.join(',');
  ctx.addIssue({ code: 'custom', message: "must be true or the proxies' addresses/CIDRs (loopback, 10.0.0.0/8, ...)" });
  return z.NEVER;
});

/** Every environment variable the server reads (README, "Configuration"), all optional. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql'], 'PostgreSQL'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  JWT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: urlWithProtocol(['smtp', 'smtps'], 'SMTP'),
  COMPANY_EMAIL: optionalText.pipe(z.email().optional()),
  // The company's name and phone at a first start; afterwards Settings holds them (docs/decisions/0048).
  COMPANY_NAME: optionalText.pipe(z.string().max(60).optional()),
  COMPANY_PHONE: optionalText.pipe(z.string().max(30).optional()),
  COMPANY_WHATSAPP: optionalText
    .transform((v) => v?.replace(/[\s()+-]/g, ''))
    .refine((v) => v === undefined || /^\d{8,15}$/.test(v), {
      message: 'must be a phone number with country code (8 to 15 digits)',
    }),
  COMPANY_FACEBOOK_URL: urlWithProtocol(['https'], 'https'),
  COMPANY_LINKEDIN_URL: urlWithProtocol(['https'], 'https'),
  CLOUDINARY_URL: urlWithProtocol(['cloudinary'], 'Cloudinary'),
  S3_URL: urlWithProtocol(['http', 'https'], 'http(s)').superRefine((v, ctx) => {
    if (v === undefined) return;
    try {
      parseS3Url(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
    }
  }),
  PUBLIC_URL: urlWithProtocol(['http', 'https'], 'http(s)'),
  ICAL_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  ICAL_ALLOW_PRIVATE_HOSTS: flag,
  // Web Push keys (decision 0038): both or neither; without them the server makes a pair once and keeps it.
  VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v), {
    message: 'must be the base64url public key printed by `npx web-push generate-vapid-keys` (87 characters)',
  }),
  VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v), {
    message: 'must be the base64url private key printed by `npx web-push generate-vapid-keys` (43 characters)',
  }),
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
    message: 'must be a mailto: address or an https:// URL',
  }),
  PUSH_ALLOW_PRIVATE_HOSTS: flag,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  companyEmail: string | undefined;
  /** The company's name and phone for a first start (Settings holds them afterwards, docs/decisions/0048). */
  companyName?: string;
  companyPhone?: string;
  /** WhatsApp number (digits with country code) and social pages shown on the public page. */
  companyWhatsapp?: string;
  companyFacebookUrl?: string;
  companyLinkedinUrl?: string;
  cloudinaryUrl: string | undefined;
  /** S3-compatible bucket for uploaded photos instead of the database (http://KEY:SECRET@host/bucket?region=...). */
  s3Url: string | undefined;
  publicUrl: string | undefined;
  icalSyncMinutes: number;
  icalAllowPrivateHosts: boolean;
  /** Web Push: the VAPID pair from the environment (else kept in the database), whom push services may contact. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Lifts the public-address rule for push endpoints (PUSH_ALLOW_PRIVATE_HOSTS, tests only). */
  pushAllowPrivateHosts: boolean;
  /** Whose X-Forwarded-For to believe for the client's address (limits, logs). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Where the built web app is; absent in API-only tests. */
  webDir: string | undefined;
};

export class ConfigError extends Error {}

/**
 * The origin of every absolute link the server writes (reset links in e-mails, robots.txt, the
 * sitemap): PUBLIC_URL, else http://localhost:<PORT>. Never the request's Host or
 * X-Forwarded-Host, which the caller chooses (docs/decisions/0026).
 */
export function linkOrigin(config: { publicUrl?: string | undefined; port?: number }): string {
  return (config.publicUrl ?? `http://localhost:${config.port ?? 3000}`).replace(/\/+$/, '');
}

/** Parses and checks the environment once; a bad value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: Math.round(e.JWT_TTL_HOURS * 3600),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    companyEmail: e.COMPANY_EMAIL,
    companyName: e.COMPANY_NAME,
    companyPhone: e.COMPANY_PHONE,
    companyWhatsapp: e.COMPANY_WHATSAPP,
    companyFacebookUrl: e.COMPANY_FACEBOOK_URL,
    companyLinkedinUrl: e.COMPANY_LINKEDIN_URL,
    cloudinaryUrl: e.CLOUDINARY_URL,
    s3Url: e.S3_URL,
    publicUrl: e.PUBLIC_URL,
    icalSyncMinutes: e.ICAL_SYNC_MINUTES,
    icalAllowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: vapidSubject(e),
    pushAllowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve('dist/web'),
  };
}

/** Whom push services may contact about our pushes: VAPID_SUBJECT, else the company's mail, else an https PUBLIC_URL. */
function vapidSubject(e: { VAPID_SUBJECT?: string; COMPANY_EMAIL?: string; PUBLIC_URL?: string }): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (e.COMPANY_EMAIL) return `mailto:${e.COMPANY_EMAIL}`;
  if (e.PUBLIC_URL?.startsWith('https://')) return e.PUBLIC_URL;
  return 'mailto:no-reply@localhost';
}
