import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkOrigin, type Config } from './config';
import { mediaDir } from './data-dir';
import { composeEventLifecycle } from './event-lifecycle';
import type { Database, Db } from './db/client';
import { assignmentsRoutes } from './modules/assignments/assignments.routes';
import { capacityRoutes } from './modules/capacity/capacity.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { firstAdminEmail, sessionUser } from './modules/accounts/accounts.service';
import { createLoginLimiter, type LoginLimits } from './modules/accounts/login-limiter';
import { createPasswordReset, type ResetLimits } from './modules/accounts/password-reset';
import { staffRoutes } from './modules/accounts/staff.routes';
import { timeOffRoutes } from './modules/accounts/time-off.routes';
import { verifyAccessToken } from './modules/accounts/tokens';
import { clientsRoutes } from './modules/clients/clients.routes';
import { completedRoutes } from './modules/completed/completed.routes';
import { emailRoutes } from './modules/email/email.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { checklistsRoutes } from './modules/checklists/checklists.routes';
import { extrasRoutes } from './modules/extras/extras.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { createFeedFetcher } from './net/safe-fetch';
import { healthRoutes } from './modules/health/health.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { mediaFiles, mediaRoutes } from './modules/media/media.routes';
import { createUploadCounts } from './modules/media/media.service';
import { deriveMediaKey, parseCloudinaryUrl } from './modules/media/signing';
import { photosRoutes } from './modules/photos/photos.routes';
import { problemsRoutes } from './modules/problems/problems.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createVapid, type VapidSource } from './modules/push/push.service';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { companyIdentity } from './modules/settings/settings.service';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { clientErrorHandler, routerErrorHandler, securityPlugin } from './plugins/security';
import type { CompanySettings } from './plugins/public-page';
import { createResponseCache } from './plugins/response-cache';
import { parseS3Url } from './s3-url';
import { webAppPlugin } from './plugins/web-app';

export type AppOptions = {
  db: Db;
  /** Which engine `db` is (reported by /api/health). */
  dbKind: Database['kind'];
  config: Pick<
    Config,
    | 'jwtTtlSeconds'
    | 'webDir'
    | 'dataDir'
    | 'cloudinaryUrl'
    | 'publicUrl'
    | 'icalAllowPrivateHosts'
    | keyof CompanySettings
  > &
    Partial<Pick<Config, 'trustProxy' | 's3Url' | 'port' | 'vapidKeys' | 'vapidSubject' | 'pushAllowPrivateHosts'>>;
  jwtSecret: Uint8Array;
  logger?: FastifyServerOptions['logger'];
  loginLimits?: LoginLimits;
  resetLimits?: ResetLimits;
  /** Called when mail is queued, so the outbox worker sends it at once. */
  onMailQueued?: () => void;
  /** Web Push: the keys the push worker signs with (main.ts shares one source), and its kick after a test push. */
  push?: { vapid?: VapidSource; onQueued?: () => void };
  /** Calendar-feed knobs for tests: a shorter fetch time limit, a fixed "today". */
  feeds?: {
    timeoutMs?: number;
    maxBytes?: number;
    today?: () => string;
    timeZone?: string;
    allowAddress?: (address: string) => boolean;
    /** How long one calendar may take to parse in its worker (default 10 s). */
    parseTimeoutMs?: number;
  };
};

/** Builds the HTTP application: plugins and modules, no side effects (no listen, no timers). */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy (TRUST_PROXY) request.ip is the client's, so limits count visitors, not the proxy.
    trustProxy: opts.config.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Failures before any hook runs still answer `{ detail }` with the security headers.
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin, {
    verifyToken: (token) => verifyAccessToken(token, opts.jwtSecret),
    findUser: (id) => sessionUser(opts.db, id),
  });
  await app.register(docsPlugin);

  const authDeps = {
    db: opts.db,
    jwtSecret: opts.jwtSecret,
    tokenTtlSeconds: opts.config.jwtTtlSeconds,
    limiter: createLoginLimiter(opts.db, opts.loginLimits),
    onMailQueued: opts.onMailQueued,
  };
  const { db } = opts;
  // Absolute links come from PUBLIC_URL (else localhost:PORT), never from the request's Host (decision 0026).
  const origin = linkOrigin(opts.config);
  const passwordReset = createPasswordReset({
    db,
    origin,
    limits: opts.resetLimits,
    onMailQueued: opts.onMailQueued,
  });
  const mediaDeps = {
    db: opts.db,
    dir: mediaDir(opts.config.dataDir),
    key: deriveMediaKey(opts.jwtSecret),
    cloudinary: opts.config.cloudinaryUrl ? parseCloudinaryUrl(opts.config.cloudinaryUrl) : undefined,
    bucket: opts.config.s3Url ? parseS3Url(opts.config.s3Url) : undefined,
    uploads: createUploadCounts(),
  };
  const fetcher = createFeedFetcher({ allowPrivateHosts: opts.config.icalAllowPrivateHosts, ...opts.feeds });
  app.addHook('onClose', () => fetcher.close());
  const feedDeps = {
    db,
    fetcher,
    today: opts.feeds?.today,
    timeZone: opts.feeds?.timeZone,
    parseTimeoutMs: opts.feeds?.parseTimeoutMs,
    onMailQueued: opts.onMailQueued,
  };
  // Heavy GET answers, serialized once per data version (docs/decisions/0020).
  const cache = createResponseCache();
  // What the modules above events do when an event moves or changes hands (checklists, extras, pay, invoices, push).
  const lifecycle = composeEventLifecycle();
  await app.register(
    async (api) => {
      // JSON answers over 1 KB go out compressed when the client takes it (brotli at a fast
      // quality); smaller ones cost more to pack than they save. Routes that compress their own
      // cached bodies (the month view) set Content-Encoding and are left alone.
      await api.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(healthRoutes, { db, kind: opts.dbKind });
      await api.register(accountsRoutes, { deps: authDeps, reset: passwordReset, cache });
      await api.register(clientsRoutes, { db, cache });
      await api.register(propertiesRoutes, { db, cache });
      await api.register(importsRoutes, { db });
      await api.register(staffRoutes, { db, cache });
      await api.register(timeOffRoutes, { db });
      await api.register(settingsRoutes, { db });
      await api.register(eventsRoutes, { db, cache, lifecycle });
      await api.register(completedRoutes, { db, cache });
      await api.register(extrasRoutes, { db });
      await api.register(assignmentsRoutes, { db, lifecycle });
      await api.register(capacityRoutes, { db, cache, lifecycle });
      await api.register(emailRoutes, {
        db,
        settings: {
          companyAddress: async () =>
            (await companyIdentity(db)).company_email || opts.config.companyEmail || (await firstAdminEmail(db)),
        },
        onQueued: opts.onMailQueued,
      });
      await api.register(reportsRoutes, { deps: { db, photos: mediaDeps }, cache, onQueued: opts.onMailQueued });
      await api.register(payrollRoutes, { db, cache });
      await api.register(invoicesRoutes, { db, onQueued: opts.onMailQueued });
      await api.register(mediaRoutes, { deps: mediaDeps, publicUrl: opts.config.publicUrl });
      await api.register(photosRoutes, { deps: { db, publicUrl: opts.config.publicUrl, bucket: mediaDeps.bucket } });
      await api.register(checklistsRoutes, {
        deps: { db, publicUrl: opts.config.publicUrl, bucket: mediaDeps.bucket },
      });
      await api.register(problemsRoutes, { deps: { db, publicUrl: opts.config.publicUrl, bucket: mediaDeps.bucket } });
      await api.register(feedsRoutes, { deps: feedDeps, cache });
      await api.register(portalRoutes, {
        db,
        origin,
        publicUrl: opts.config.publicUrl,
        onMailQueued: opts.onMailQueued,
      });
      await api.register(pushRoutes, {
        db,
        vapid:
          opts.push?.vapid ??
          createVapid(db, opts.config.vapidKeys, opts.config.vapidSubject ?? 'mailto:no-reply@localhost'),
        allowPrivateHosts: opts.config.pushAllowPrivateHosts ?? false,
        onQueued: opts.push?.onQueued,
      });
    },
    { prefix: '/api' },
  );

  await app.register(mediaFiles, { deps: mediaDeps });
  await app.register(webAppPlugin, {
    identity: {
      db,
      read: async () => {
        const identity = await companyIdentity(db);
        return { name: identity.company_name, email: identity.company_email };
      },
    },
    webDir: opts.config.webDir,
    company: opts.config,
    publicUrl: opts.config.publicUrl,
    origin,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
