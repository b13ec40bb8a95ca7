import { describe, expect, it } from 'vitest';
import { homePathForRole, isRole } from './roles';

describe('roles', () => {
  it('sends each role to its home screen', () => {
    expect(homePathForRole('admin')).toBe('/dashboard');
    expect(homePathForRole('supervisor')).toBe('/supervisor-path');
    expect(homePathForRole('employee')).toBe('/home-employee');
    expect(homePathForRole('client')).toBe('/portal');
    expect(homePathForRole('guest')).toBe('/unauthorized');
    expect(homePathForRole(null)).toBe('/unauthorized');
  });

  it('knows the three staff roles and the client role only', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('client')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
