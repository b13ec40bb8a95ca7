import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  isFixed,
  isOpenForAssignment,
  isSendBack,
  mayActOnEvent,
  movesFrom,
  photoRemoval,
  roleMakes,
  statusVerdict,
  UNDO_COMPLETE_SECONDS,
  type StatusState,
} from './event-policy';
import { EVENT_STATUSES, type EventStatus } from './event-status';
import type { Role } from './roles';

describe('status transitions', () => {
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

describe('the Undo of a Complete', () => {
  const completedAt = new Date('2026-03-02T10:00:00Z');
  const completed: StatusState = { status: 'completed', isOwnEvent: false, completedBy: 7, completedAt };
  const at = (seconds: number) => completedAt.getTime() + seconds * 1000;
  const sofia = { role: 'supervisor', id: 7 } as const;

  it('lets the supervisor who completed it take it back to in review within the minute', () => {
    expect(statusVerdict(sofia, completed, 'in_review', at(0))).toBe('allowed');
    expect(statusVerdict(sofia, completed, 'in_review', at(UNDO_COMPLETE_SECONDS))).toBe('allowed');
  });

  it('refuses it after the minute, to another supervisor, and when it was never completed by anyone', () => {
    expect(statusVerdict(sofia, completed, 'in_review', at(UNDO_COMPLETE_SECONDS + 1))).toBe('forbidden');
    expect(statusVerdict({ role: 'supervisor', id: 8 }, completed, 'in_review', at(1))).toBe('forbidden');
    expect(statusVerdict(sofia, { ...completed, completedBy: null, completedAt: null }, 'in_review', at(1))).toBe(
      'forbidden',
    );
  });

  it('is only back to in review, and only for supervisors (admins may anyway, housekeepers never)', () => {
    expect(statusVerdict(sofia, completed, 'assigned', at(1))).toBe('wrong_state');
    expect(statusVerdict({ role: 'admin', id: 1 }, completed, 'in_review', at(3600))).toBe('allowed');
    expect(statusVerdict({ role: 'employee', id: 7 }, completed, 'in_review', at(1))).toBe('forbidden');
  });

  it('leaves the other moves to the role rules', () => {
    const inReview: StatusState = { status: 'in_review', isOwnEvent: false, completedBy: null, completedAt: null };
    expect(statusVerdict(sofia, inReview, 'completed', at(0))).toBe('allowed');
    expect(statusVerdict({ role: 'employee', id: 3 }, { ...inReview, status: 'assigned' }, 'in_review', 0)).toBe(
      'forbidden',
    );
  });
});

describe('what each role may do to an event', () => {
  it('lets housekeepers act on their own events only, admins and supervisors on any', () => {
    expect(mayActOnEvent('employee', true)).toBe(true);
    expect(mayActOnEvent('employee', false)).toBe(false);
    expect(mayActOnEvent('supervisor', false)).toBe(true);
    expect(mayActOnEvent('admin', false)).toBe(true);
  });

  it('offers the moves a role may make from a status', () => {
    expect(movesFrom('supervisor', 'in_review', false)).toEqual(['complete', 'sendBack']);
    expect(movesFrom('supervisor', 'completed', false)).toEqual([]);
    expect(movesFrom('admin', 'in_review', false)).toEqual(['complete', 'sendBack']);
    expect(movesFrom('admin', 'completed', false)).toEqual([]);
    expect(movesFrom('employee', 'assigned', true)).toEqual(['markServiced']);
    expect(movesFrom('employee', 'assigned', false)).toEqual([]);
    expect(movesFrom('employee', 'in_review', true)).toEqual([]);
  });

  it('says which roles mark their cleanings serviced', () => {
    expect(roleMakes('employee', 'markServiced')).toBe(true);
    expect(roleMakes('supervisor', 'markServiced')).toBe(false);
    expect(roleMakes(null, 'markServiced')).toBe(false);
    expect(roleMakes('supervisor', 'complete')).toBe(true);
  });

  it('asks a reason only of a reviewer sending a cleaning back', () => {
    expect(isSendBack('supervisor', 'in_review', 'assigned')).toBe(true);
    expect(isSendBack('admin', 'in_review', 'assigned')).toBe(true);
    expect(isSendBack('admin', 'completed', 'assigned')).toBe(false);
    expect(isSendBack('employee', 'in_review', 'assigned')).toBe(false);
  });

  it('assigns and unassigns only cleanings not yet serviced, and keeps a completed one fixed', () => {
    expect(EVENT_STATUSES.filter(isOpenForAssignment)).toEqual(['unassigned', 'assigned']);
    expect(EVENT_STATUSES.filter(isFixed)).toEqual(['completed']);
  });
});

describe('who may remove a photo', () => {
  it('lets admins remove any photo, whatever the status', () => {
    for (const status of EVENT_STATUSES) expect(photoRemoval({ role: 'admin', id: 1 }, 5, status)).toBe('allowed');
  });

  it('lets its sender remove it while the cleaning is assigned, not once sent to review', () => {
    const ana = { role: 'employee', id: 5 } as const;
    expect(photoRemoval(ana, 5, 'assigned')).toBe('allowed');
    expect(photoRemoval(ana, 5, 'in_review')).toBe('sent_to_review');
    expect(photoRemoval(ana, 5, 'completed')).toBe('sent_to_review');
    expect(photoRemoval({ role: 'supervisor', id: 9 }, 9, 'assigned')).toBe('allowed');
  });

  it('refuses anyone else', () => {
    expect(photoRemoval({ role: 'employee', id: 6 }, 5, 'assigned')).toBe('not_sender');
    expect(photoRemoval({ role: 'supervisor', id: 9 }, 5, 'assigned')).toBe('not_sender');
    expect(photoRemoval({ role: 'employee', id: 6 }, null, 'assigned')).toBe('not_sender');
  });
});
