import type { Language } from '@common/contracts/auth';
import type { Role } from '@common/domain/roles';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requestStart } from '../db/data-versions';
import { AppError } from '../errors';
import { text } from '../i18n/text';
import { can } from '@common/domain/policy';

/** Who may call a route: anyone, or signed-in users with one of these roles. */
export type Access = 'public' | readonly [Role, ...Role[]];

/** The signed-in user; `language` (null until chosen) is the one their answers are written in. */
export type AuthUser = {
  id: number;
  role: Role;
  name: string;
  language?: Language | null;
  /** The client of a portal user (role `client`); null or absent for staff. */
  clientId?: number | null;
};

/** How the hook checks a bearer token: app.ts passes the accounts module's functions (plugins import no module). */
export type SessionCheck = {
  /** The token's claims when its signature, expiry and shape hold; null for any bad token. */
  verifyToken: (token: string) => Promise<{ userId: number; role: Role; version: number } | null>;
  /** What the hook compares of the token's user now: role, name, active, token version. */
  findUser: (id: number) => Promise<
    | {
        id: number;
        role: Role;
        name: string;
        isActive: boolean;
        tokenVersion: number;
        mustChangePassword: boolean;
        language: Language | null;
        clientId: number | null;
      }
    | undefined
  >;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Callable by a user who must first change a generated password (who am I, own password, language). */
    duringPasswordChange?: true;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route with its access rule, as registered (filled when the app is ready; walked by the access test). */
    routeAccess: { method: string; url: string; access: Access }[];
  }
}

/** The access rules (decision 0022), named once so routes read like the table. */
export const access = {
  public: 'public',
  admin: ['admin'],
  adminOrSupervisor: ['admin', 'supervisor'],
  /** Admins, and housekeepers on their own records (time off: the service checks whose). */
  adminOrEmployee: ['admin', 'employee'],
  anyStaff: ['admin', 'supervisor', 'employee'],
  /** A client's portal users (decision 0039): the /portal calls, and their own PDFs beside admins. */
  client: ['client'],
  adminOrClient: ['admin', 'client'],
  /** Everyone signed in: who am I, one's own password and language. */
  anyone: ['admin', 'supervisor', 'employee', 'client'],
} as const satisfies Record<string, Access>;

const isRule = (rule: unknown): rule is Access => rule === 'public' || (Array.isArray(rule) && rule.length > 0);

/**
 * Registers plugins whose routes are all public (static files, the OpenAPI browser) in a scope
 * that gives each of their routes `access: 'public'`, as our own public routes declare it.
 */
export async function publicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? access.public };
    });
    await register(scope);
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Access is decided on the route the router matched (`request.routeOptions`), never on the raw
 * URL: `/%61pi/...` reaches the route `/api/...` and so meets its rule. Every route of the app must
 * declare `config.access` (or be registered through `publicScope`): one without throws when the
 * app gets ready, and is refused should it ever be reached. Guarded answers are never cached.
 * See docs/decisions/0001-access-rules.md.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: SessionCheck) => {
  app.decorateRequest('user', null);
  const routes: RouteOptions[] = [];
  const registry: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', registry);

  // Later onRoute hooks (publicScope) may still set the rule, so it is read once all routes are in.
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const rule = route.config?.access;
      if (!isRule(rule))
        throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registry.push({ method, url: route.url, access: rule });
      }
    }
  });

  // Marks when the request began, for the data versions it reads (db/data-versions.ts); the hooks and
  // handler after this one run inside it.
  app.addHook('onRequest', (_request, _reply, done) => requestStart.run(performance.now(), done));
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return; // no route matched: the not-found handler answers 404
    const rule = request.routeOptions.config.access;
    if (rule === 'public') return;
    reply.header('cache-control', 'no-store');
    if (!isRule(rule)) throw new AppError('forbidden', text('auth.forbidden'));
    const token = bearerToken(request);
    if (!token)
      throw new AppError('unauthorized', text('auth.notAuthenticated'), undefined, { 'www-authenticate': 'Bearer' });
    const claims = await opts.verifyToken(token);
    if (!claims) throw new AppError('unauthorized', text('auth.sessionInvalid'));
    const user = await opts.findUser(claims.userId);
    if (!user || !user.isActive || user.tokenVersion !== claims.version || user.role !== claims.role) {
      throw new AppError('unauthorized', text('auth.sessionRevoked'));
    }
    request.user = { id: user.id, role: user.role, name: user.name, language: user.language, clientId: user.clientId };
    if (!rule.includes(user.role)) throw new AppError('forbidden', text('auth.forbidden'));
    // A first admin with a generated password does nothing else until they choose their own (decision 0029).
    if (user.mustChangePassword && request.routeOptions.config.duringPasswordChange !== true)
      throw new AppError('forbidden', text('auth.mustChangePassword'));
  });
});

/** The signed-in user of a guarded route (the hook guarantees one). */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', text('auth.notAuthenticated'));
  return request.user;
}

/** The client of a portal user (the access rule lets only role `client` in; their row always names one), else 403. */
export function portalClientOf(who: AuthUser): number {
  if (!can(who.role, 'portal.ownClientOnly') || who.clientId === null || who.clientId === undefined)
    throw new AppError('forbidden', text('auth.forbidden'));
  return who.clientId;
}
