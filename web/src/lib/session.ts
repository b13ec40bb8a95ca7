import type { QueryClient } from '@tanstack/react-query';
import { isRole, type Role } from '@common/domain/roles';

/** localStorage key of the access token. */
export const TOKEN_KEY = 'token';

interface SessionClaims {
  id: number | null;
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

/**
 * The claims of a JWT, read without checking its signature: the server checks every request, the
 * app only needs the role and name to choose screens (and the landing page stays small without a JWT library).
 */
function decodeClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Not a JWT: no payload part');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
  if (!claims || typeof claims !== 'object') throw new Error('Not a JWT: the payload is not an object');
  return claims as Record<string, unknown>;
}

function readClaims(): SessionClaims {
  if (cached) return cached;
  const token = getToken();
  cached = { id: null, role: null, name: null, exp: null };
  if (!token) return cached;
  try {
    const claims = decodeClaims(token);
    const id = Number(claims.sub);
    cached = {
      id: Number.isInteger(id) && id > 0 ? id : null,
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

/** Stores a fresh access token after login: a new session begins. */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  cached = undefined;
  loggingOut = false;
}

/** localStorage key set while the signed-in user must replace a generated password (decision 0029). */
export const MUST_CHANGE_PASSWORD_KEY = 'must_change_password';

/** Remembers the sign-in answer's `must_change_password`, so a reload still opens the change form first. */
export function setMustChangePassword(value: boolean): void {
  if (value) localStorage.setItem(MUST_CHANGE_PASSWORD_KEY, '1');
  else localStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
}

/** True while the signed-in user must choose their own password before anything else. */
export function mustChangePassword(): boolean {
  return localStorage.getItem(MUST_CHANGE_PASSWORD_KEY) === '1';
}

/** Signs out locally: removes the token from local and session storage. */
export function clearToken(): void {
  localStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  cached = undefined;
}

let loggingOut = false;
// How to reach /login when a session ends; the app sets an in-app navigation (app/session-expiry.tsx).
let loginNavigation = () => window.location.assign('/login');

/** Sets how the session-expired flow goes to /login (without a page reload inside the app). */
export function setLoginNavigation(navigate: () => void): void {
  loginNavigation = navigate;
}

/** Goes to /login, the last step of the session-expired flow. */
export function goToLogin(): void {
  loginNavigation();
}

/**
 * Logout, in this order: from now on the API client sends nothing (the screen being left
 * may still be mounted and ask), every query is cancelled and the cache emptied, and only then does
 * the token go. Until the public page shows (finishLogout), the guards of the screen being left
 * stay quiet instead of sending the user to /login.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  loggingOut = true;
  await queryClient.cancelQueries();
  queryClient.clear();
  clearToken();
}

/** True from logout until the public page shows (finishLogout) or someone signs in. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** The public page is showing: requests may go out again (the contact form). */
export function finishLogout(): void {
  loggingOut = false;
}

/** The role claim of the stored token, or null when absent or undecodable. */
export function getRole(): Role | null {
  return readClaims().role;
}

/** The signed-in user's id (the token's `sub`), or null. */
export function getUserId(): number | null {
  return readClaims().id;
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
