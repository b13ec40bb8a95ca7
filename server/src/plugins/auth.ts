import type { Role } from '@common/domain/roles';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { findSessionUser } from '../modules/auth/auth.queries';
import { verifyAccessToken } from '../modules/auth/tokens';

/** Who may call a route: anyone, or signed-in users with one of these roles. */
export type Access = 'public' | readonly [Role, ...Role[]];

export type AuthUser = { id: number; role: Role; name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, as registered (walked by the access test). */
    routeAccess: { method: string; url: string; access: Access }[];
  }
}

/** The access rules of decisions.md 3, named once so routes read like the table. */
export const access = {
  public: 'public',
  admin: ['admin'],
  adminOrSupervisor: ['admin', 'supervisor'],
  anyStaff: ['admin', 'supervisor', 'employee'],
} as const satisfies Record<string, Access>;

/** Routes served under /api that are not ours to guard (the OpenAPI browser). */
const UNGUARDED_PREFIX = '/api/docs';

/** Tells whether a route must carry an access rule. */
export function needsAccessRule(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (path === '/api' || path.startsWith('/api/')) && !path.startsWith(UNGUARDED_PREFIX);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * One authentication hook for /api and one role check: every /api route must declare
 * `config.access`, or registering it throws, so no module can forget its guard.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; jwtSecret: Uint8Array }) => {
  app.decorateRequest('user', null);
  const registry: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', registry);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!needsAccessRule(route.url)) return;
    const rule = route.config?.access;
    if (rule !== 'public' && !(Array.isArray(rule) && rule.length > 0)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, access: rule });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!needsAccessRule(request.url) || request.is404) return;
    const rule = request.routeOptions.config.access;
    if (rule === 'public') return;
    if (!rule) throw new AppError('forbidden', 'You do not have permission to do this.');
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized', 'Not authenticated.', undefined, { 'www-authenticate': 'Bearer' });
    const claims = await verifyAccessToken(token, opts.jwtSecret);
    if (!claims) throw new AppError('unauthorized', 'Your session is invalid or has expired.');
    const user = await findSessionUser(opts.db, claims.userId);
    if (!user || !user.isActive || user.tokenVersion !== claims.version || user.role !== claims.role) {
      throw new AppError('unauthorized', 'Your session is no longer valid. Please sign in again.');
    }
    request.user = { id: user.id, role: user.role, name: user.name };
    if (!rule.includes(user.role)) throw new AppError('forbidden', 'You do not have permission to do this.');
  });
});

/** The signed-in user of a guarded route (the hook guarantees one). */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', 'Not authenticated.');
  return request.user;
}
