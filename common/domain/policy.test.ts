import { describe, expect, it } from 'vitest';
import { can, rolesThatMay } from './policy';

describe('the policy', () => {
  it('answers by role, and nobody signed out may do anything', () => {
    expect(can('admin', 'screen.office')).toBe(true);
    expect(can('supervisor', 'screen.office')).toBe(false);
    expect(can('supervisor', 'extra.decideUpToLimit')).toBe(true);
    expect(can('employee', 'event.actOnAny')).toBe(false);
    expect(can(null, 'screen.portal')).toBe(false);
    expect(rolesThatMay('screen.ownWork')).toEqual(['employee', 'supervisor']);
  });
});
