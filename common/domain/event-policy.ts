// Who may do what to a cleaning event: the one copy of the rules that the server's services enforce
// and the screens read to show or hide their buttons.
import type { EventStatus } from './event-status';
import type { Role } from './roles';
import { can } from './policy';

/** Who acts: the signed-in user's role and id. */
export interface Actor {
  role: Role;
  id: number;
}

/** An employee acts only on the events assigned to her; admins and supervisors on any (403 otherwise). */
export function mayActOnEvent(role: Role, isOwnEvent: boolean): boolean {
  return can(role, 'event.actOnAny') || isOwnEvent;
}

/**
 * Whether what she made on a cleaning that is no longer hers (photos, checklist answers, the note) still reaches the
 * office: a housekeeper it was taken from (docs/decisions/0051-proof-sent-after-a-reassignment.md).
 */
export function mayHandInProof(role: Role, wasHousekeeper: boolean): boolean {
  return can(role, 'event.handInProof') && wasHousekeeper;
}

/** The named status moves of the screens: a housekeeper's Mark serviced, a reviewer's Complete, Send back and Undo. */
export const STATUS_MOVES = {
  markServiced: { from: 'assigned', to: 'in_review' },
  complete: { from: 'in_review', to: 'completed' },
  sendBack: { from: 'in_review', to: 'assigned' },
  undoComplete: { from: 'completed', to: 'in_review' },
} as const satisfies Record<string, { from: EventStatus; to: EventStatus }>;
export type StatusMove = keyof typeof STATUS_MOVES;

/** The moves each role may make besides admins, who may set any value. The Undo is apart. */
const ROLE_MOVES: Record<Exclude<Role, 'admin'>, { move: StatusMove; ownOnly: boolean }[]> = {
  supervisor: [
    { move: 'complete', ownOnly: false },
    { move: 'sendBack', ownOnly: false }, // back to the housekeeper, with a reason
  ],
  employee: [{ move: 'markServiced', ownOnly: true }],
  client: [], // a client's portal user only reads
};

/** How long a supervisor's Complete can be undone (back to in review) by that supervisor. */
export const UNDO_COMPLETE_SECONDS = 60;

export type TransitionVerdict = 'allowed' | 'done' | 'forbidden' | 'wrong_state';

/**
 * Whether `role` may move an event from `from` to `to`. `forbidden` (403) when the role may never
 * make that move or the event is not theirs; `wrong_state` (409) when the move exists but the event
 * is not in the state it starts from; `done` when the move was already made (the event is at `to`, or a
 * housekeeper's in_review was already completed): a repeat whose first answer was lost, answered
 * with the event as it is and changing nothing. The Undo of a Complete is `statusVerdict`'s.
 */
export function checkTransition(
  role: Role,
  from: EventStatus,
  to: EventStatus,
  isOwnEvent: boolean,
): TransitionVerdict {
  if (role === 'admin') return 'allowed';
  const moves = ROLE_MOVES[role]
    .filter((m) => !m.ownOnly || isOwnEvent)
    .map((m) => STATUS_MOVES[m.move])
    .filter((m) => m.to === to);
  if (moves.length === 0) return 'forbidden';
  if (from === to || (to === 'in_review' && from === 'completed')) return 'done';
  return moves.some((m) => m.from === from) ? 'allowed' : 'wrong_state';
}

/** An event's status and who completed it when, as the status rules need it. */
export interface StatusState {
  status: EventStatus;
  /** Assigned to the actor (a housekeeper's own cleaning). */
  isOwnEvent: boolean;
  completedBy: number | null;
  completedAt: Date | null;
}

/**
 * The Undo of a supervisor's Complete: back to in review, only by who completed it and
 * only within UNDO_COMPLETE_SECONDS of it, so a finished week's pay cannot be unsettled later.
 */
export function isUndoOfOwnCompletion(actor: Actor, event: StatusState, to: EventStatus, now: number): boolean {
  return (
    actor.role === 'supervisor' &&
    event.status === STATUS_MOVES.undoComplete.from &&
    to === STATUS_MOVES.undoComplete.to &&
    event.completedBy === actor.id &&
    event.completedAt !== null &&
    now - event.completedAt.getTime() <= UNDO_COMPLETE_SECONDS * 1000
  );
}

/** Whether `actor` may set the event's status to `to` now (`now` in ms): the role's moves and the Undo. */
export function statusVerdict(actor: Actor, event: StatusState, to: EventStatus, now: number): TransitionVerdict {
  if (isUndoOfOwnCompletion(actor, event, to, now)) return 'allowed';
  return checkTransition(actor.role, event.status, to, event.isOwnEvent);
}

/** A reviewer sending a cleaning back to its housekeeper (in review -> assigned), which needs a reason. */
export function isSendBack(role: Role, from: EventStatus, to: EventStatus): boolean {
  return role !== 'employee' && from === STATUS_MOVES.sendBack.from && to === STATUS_MOVES.sendBack.to;
}

/**
 * The named moves a role may make from `status` on an event (own: assigned to them): what a screen
 * offers. Admins may make each of them (and set any status by hand); the Undo, which depends on who
 * completed the event and when, is offered right after the Complete and checked by the server.
 */
export function movesFrom(role: Role, status: EventStatus, isOwnEvent: boolean): StatusMove[] {
  return (Object.keys(STATUS_MOVES) as StatusMove[]).filter(
    (move) =>
      STATUS_MOVES[move].from === status &&
      move !== 'undoComplete' &&
      checkTransition(role, status, STATUS_MOVES[move].to, isOwnEvent) === 'allowed',
  );
}

/** Whether a role ever makes this move on its own events (a screen's one switch for a whole list). */
export function roleMakes(role: Role | null, move: StatusMove): boolean {
  const { from, to } = STATUS_MOVES[move];
  return role !== null && checkTransition(role, from, to, true) === 'allowed';
}

/** Events a housekeeper can still be given, changed or taken from: not yet serviced (in review or completed). */
export function isOpenForAssignment(status: EventStatus): boolean {
  return status === 'unassigned' || status === 'assigned';
}

/** A completed cleaning stays where and when it was (no new property or date) and cannot be deleted. */
export function isFixed(status: EventStatus): boolean {
  return status === 'completed';
}

export type PhotoRemovalVerdict = 'allowed' | 'not_sender' | 'sent_to_review';

/**
 * Who may remove a cleaning's photo: admins always; whoever sent it while the cleaning is still
 * assigned (not yet sent to review); nobody else.
 */
export function photoRemoval(actor: Actor, uploadedBy: number | null, status: EventStatus): PhotoRemovalVerdict {
  if (actor.role === 'admin') return 'allowed';
  if (uploadedBy !== actor.id) return 'not_sender';
  if (status !== 'assigned') return 'sent_to_review';
  return 'allowed';
}
