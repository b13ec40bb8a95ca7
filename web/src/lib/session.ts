import { decodeJwt } from 'jose';
import { isRole, type Role } from '@common/domain/roles';

/** localStorage key of the access token (spec 9). */
export const TOKEN_KEY = 'token';

interface SessionClaims {
  role: Role | null;
  name: string | null;
  exp: number | null;
}

// Decoded once per token: the spec caches the role after the first read.
let cached: SessionClaims | undefined;

// Another tab may sign in or out; forget the decoded claims when it does.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) cached = undefined;
  });
}

function readClaims(): SessionClaims {
  if (cached) return cached;
  const token = getToken();
  cached = { role: null, name: null, exp: null };
  if (!token) return cached;
  try {
    const claims = decodeJwt(token);
    cached = {
      role: isRole(claims.role) ? claims.role : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch (error) {
    console.warn('The stored token cannot be decoded; treating the session as having no role.', error);
  }
  return cached;
}

/** The stored access token, or null when signed out. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Stores a fresh access token after login. */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  cached = undefined;
}

/** Signs out locally: removes the token from local and session storage. */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  cached = undefined;
}

let loggingOut = false;

/**
 * Logout: clears the token and remembers that the user is on their way to the public page, so
 * the guards of the screen being left stay quiet instead of sending them to /login.
 */
export function beginLogout(): void {
  loggingOut = true;
  clearToken();
}

/** True between beginLogout and the public page showing (finishLogout). */
export function isLoggingOut(): boolean {
  return loggingOut;
}

export function finishLogout(): void {
  loggingOut = false;
}

/** The role claim of the stored token, or null when absent or undecodable. */
export function getRole(): Role | null {
  return readClaims().role;
}

/** The display name carried by the token, if any. */
export function getUserName(): string | null {
  return readClaims().name;
}

/** True when a token is stored and has not passed its `exp` time. */
export function isAuthenticated(now: number = Date.now()): boolean {
  if (!getToken()) return false;
  const { exp } = readClaims();
  return exp === null || exp * 1000 > now;
}
