import { describe, expect, it } from 'vitest';
import { checkTransition, EVENT_STATUSES, normalizeStatus, type EventStatus } from './event-status';
import type { Role } from './roles';

describe('event status rules', () => {
  it('reads statuses case-insensitively', () => {
    expect(normalizeStatus('In_Review')).toBe('in_review');
    expect(normalizeStatus(' ASSIGNED ')).toBe('assigned');
    expect(normalizeStatus('done')).toBeUndefined();
  });

  it('lets an admin set any value from any value', () => {
    for (const from of EVENT_STATUSES)
      for (const to of EVENT_STATUSES) expect(checkTransition('admin', from, to, false)).toBe('allowed');
  });

  const cases: [Role, EventStatus, EventStatus, boolean, string][] = [
    ['supervisor', 'in_review', 'completed', false, 'allowed'],
    ['supervisor', 'in_review', 'assigned', false, 'allowed'],
    ['supervisor', 'assigned', 'completed', false, 'wrong_state'],
    ['supervisor', 'completed', 'assigned', false, 'wrong_state'],
    ['supervisor', 'in_review', 'unassigned', false, 'forbidden'],
    ['supervisor', 'assigned', 'in_review', true, 'forbidden'],
    ['employee', 'assigned', 'in_review', true, 'allowed'],
    ['employee', 'assigned', 'in_review', false, 'forbidden'],
    ['employee', 'in_review', 'in_review', true, 'done'],
    ['employee', 'in_review', 'in_review', false, 'forbidden'],
    ['employee', 'completed', 'in_review', true, 'done'],
    ['supervisor', 'completed', 'completed', false, 'done'],
    ['employee', 'in_review', 'completed', true, 'forbidden'],
    ['employee', 'in_review', 'assigned', true, 'forbidden'],
    ['employee', 'assigned', 'unassigned', true, 'forbidden'],
  ];
  it.each(cases)('%s: %s -> %s (own=%s) is %s', (role, from, to, own, verdict) => {
    expect(checkTransition(role, from, to, own)).toBe(verdict);
  });
});
