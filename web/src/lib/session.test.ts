import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../test/tokens';
import { clearToken, getRole, getToken, getUserName, isAuthenticated, setToken, TOKEN_KEY } from './session';

afterEach(() => {
  clearToken();
  vi.restoreAllMocks();
});

describe('session', () => {
  it('is signed out without a token', () => {
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('stores the token under "token" and reads role and name from it', () => {
    const token = makeToken({ role: 'supervisor', name: 'Sofía Supervisor' });
    setToken(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(getRole()).toBe('supervisor');
    expect(getUserName()).toBe('Sofía Supervisor');
    expect(isAuthenticated()).toBe(true);
  });

  it('caches the role after the first read until the token is set again or cleared', () => {
    setToken(makeToken({ role: 'admin' }));
    expect(getRole()).toBe('admin');

    localStorage.setItem(TOKEN_KEY, makeToken({ role: 'employee' }));
    expect(getRole()).toBe('admin');

    setToken(makeToken({ role: 'employee' }));
    expect(getRole()).toBe('employee');

    clearToken();
    expect(getRole()).toBeNull();
  });

  it('treats an expired token as signed out', () => {
    setToken(makeToken({ role: 'admin', expiresIn: -60 }));
    expect(isAuthenticated()).toBe(false);
  });

  it('logs a token that cannot be decoded and gives it no role', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setToken('not-a-jwt');
    expect(getRole()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives no role to a token whose role is unknown', () => {
    setToken(makeToken({ role: 'guest' }));
    expect(getRole()).toBeNull();
  });

  it('clears the token from local and session storage', () => {
    setToken(makeToken());
    sessionStorage.setItem(TOKEN_KEY, 'old');
    clearToken();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
