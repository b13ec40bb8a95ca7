import {
  cleaningEventList,
  IN_REVIEW_PAGE,
  leanMonth,
  myWeekResponse,
  type InReviewPageQuery,
  type AssignInput,
  type LateProofField,
  type AssignmentListQuery,
  type CleaningEvent,
  type CreateEventInput,
  type LeanMonth,
  type MyWeekResponse,
} from '@common/contracts/events';
import type { EventPropertyView } from '@common/contracts/properties';
import { businessWeek, monthRange, type DateRange } from '@common/domain/calendar';
import {
  actualMinutes,
  cleaningWindow,
  defaultCleaningMinutes,
  isTight,
  unavailability,
  type AvailabilitySlot,
  type Unavailability,
} from '@common/domain/capacity';
import { todayIso } from '@common/domain/dates';
import {
  isOpenForAssignment,
  isSendBack,
  mayActOnEvent,
  mayHandInProof,
  statusVerdict,
} from '@common/domain/event-policy';
import { statusLabel, type EventStatus, type PaymentStatus } from '@common/domain/event-status';
import type { Db, DbOrTx } from '../../db/client';
import { recordHistory, type HistoryActor } from '../../db/event-history';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { propertyViewsByIds } from '../properties/properties.service';
import * as q from './events.queries';
import type { KeptAnswer } from './kept-for-office';
import type { EventLifecycle } from './lifecycle';
import { tapTime } from './tap-time';
import { dateParam, text, type Text } from '../../i18n/text';
import { can } from '@common/domain/policy';

/** An event row as the API answers it to this user. */
export function toEvent(row: q.EventListRow, property: EventPropertyView | undefined, who: AuthUser): CleaningEvent {
  const e = row.event;
  return {
    id: e.id,
    property_id: e.propertyId,
    house: {
      name: row.propertyName,
      state: row.state,
      city: row.city,
      street_address: row.streetAddress,
      region: row.region,
    },
    property: property ?? null,
    service_date: e.serviceDate,
    check_out_date: e.checkOutDate,
    arrival_date: e.arrivalDate,
    event_summary: e.eventSummary,
    note: e.note,
    status: e.status,
    displayStatus: statusLabel(e.status),
    payment_employee_status: e.paymentEmployeeStatus,
    payment_supervisor_status: e.paymentSupervisorStatus,
    payment_client_status: e.paymentClientStatus,
    assignedEmployeeId: row.employeeId,
    assignedEmployeeName: row.employeeName,
    isAssigned: row.employeeId !== null,
    clientName: can(who.role, 'event.seeClient') ? row.clientName : null,
    same_day_turnover: e.arrivalDate !== null && e.arrivalDate === e.serviceDate,
    cancelled: e.cancelledAt !== null,
    source: e.feedId !== null || e.externalUid !== null ? 'feed' : 'manual',
    unconfirmed: e.unconfirmed,
    feed_change: e.feedChange
      ? { kind: e.feedChange, at: (e.feedChangeAt ?? e.updatedAt).toISOString(), from_date: e.feedChangeFrom }
      : null,
    sent_back_reason: e.sentBackReason,
    sent_back_at: e.sentBackAt?.toISOString() ?? null,
    ...eventTiming(e, row.timing),
  };
}

/**
 * An event's window, estimate and real duration: its own Start to Done, a redo's own after a send-back
 * (docs/decisions/0050-a-redo-counts-its-own-time.md).
 */
export function eventTiming(
  e: Pick<q.EventRow, 'serviceDate' | 'arrivalDate' | 'startedAt' | 'finishedAt'>,
  timing: q.EventTiming,
) {
  const window = cleaningWindow(e.serviceDate, e.arrivalDate, timing.checkOutTime, timing.checkInTime);
  const minutes = timing.cleaningMinutes ?? defaultCleaningMinutes(timing.bedrooms, timing.bathrooms);
  return {
    window_start: window.start,
    window_end: window.end,
    cleaning_minutes: minutes,
    tight: isTight(window, minutes),
    started_at: e.startedAt?.toISOString() ?? null,
    finished_at: e.finishedAt?.toISOString() ?? null,
    actual_minutes: actualMinutes(e.startedAt, e.finishedAt),
  };
}

/** A client's cleanings of a period that are on the schedule (cancelled ones left out), by date (the owners' portal). */
export async function clientCleaningRows(db: DbOrTx, clientId: number, range: DateRange): Promise<q.EventListRow[]> {
  const rows = await q.listEventRows(db, { from: range.start, to: range.end, clientId });
  return rows.filter((r) => r.event.cancelledAt === null);
}

/** A signed-in user as the author of history lines. */
export function userActor(who: AuthUser): HistoryActor {
  return { source: 'user', id: who.id, name: who.name };
}

/** Events matching the filter as this user may see them; employees only ever get their own. */
async function readEvents(db: DbOrTx, who: AuthUser, filter: q.EventFilter): Promise<CleaningEvent[]> {
  const scoped = can(who.role, 'event.readAll') ? filter : { ...filter, assignedToUserId: who.id };
  const rows = await q.listEventRows(db, scoped);
  const views = await propertyViewsByIds(
    db,
    who,
    rows.map((r) => r.event.propertyId),
  );
  return rows.map((row) => toEvent(row, views.get(row.event.propertyId), who));
}

/** The events of a month, scoped by role. */
export async function listByMonth(
  db: Db,
  who: AuthUser,
  year: number,
  month: number,
  mine = false,
): Promise<CleaningEvent[]> {
  const { start, end } = monthRange(year, month);
  return readEvents(db, who, { from: start, to: end, ...(mine && { assignedToUserId: who.id }) });
}

/** A page of the events waiting for review (the first 200 unless asked), whatever their month, oldest first (supervisors' review opens on them). */
export function waitingForReview(db: Db, who: AuthUser, page: InReviewPageQuery = {}): Promise<CleaningEvent[]> {
  return readEvents(db, who, { status: 'in_review', limit: page.limit ?? IN_REVIEW_PAGE, offset: page.offset ?? 0 });
}

/** The lean month form (`leanMonth`): the events without what their property or own fields give, and each property once by id. */
export function toLeanMonth<E extends CleaningEvent>(
  events: E[],
): {
  events: Omit<E, 'property' | 'house' | 'clientName' | 'displayStatus' | 'isAssigned' | 'same_day_turnover'>[];
  properties: LeanMonth['properties'];
} {
  const properties: LeanMonth['properties'] = {};
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- these fields are what the lean form leaves out
  const lean = events.map(({ property, house, clientName, displayStatus, isAssigned, same_day_turnover, ...event }) => {
    if (property) properties[event.property_id] = property;
    return event;
  });
  return { events: lean, properties };
}

/** What the month view answers: the spec's full events, or the lean form. */
export type MonthForm = 'full' | 'lean';

/** The month view as a ready body, from the cache while nothing it reads has changed. */
export async function monthBody(
  db: Db,
  cache: ResponseCache,
  who: AuthUser,
  year: number,
  month: number,
  mine = false,
  form: MonthForm = 'full',
): Promise<CachedBody> {
  const scope = !can(who.role, 'event.readAll') || mine ? `own:${who.id}:${who.role}` : who.role;
  const key = `month:${scope}:${year}-${month}:${form}`;
  const load = () => listByMonth(db, who, year, month, mine);
  if (form === 'lean')
    return cache.answer(db, { key, reads: ['events'], schema: leanMonth, load: async () => toLeanMonth(await load()) });
  return cache.answer(db, { key, reads: ['events'], schema: cleaningEventList, load });
}

/** The body of `myWeek`, cached per user and day until the events move. */
export function myWeekBody(db: Db, cache: ResponseCache, who: AuthUser, today = todayIso()): Promise<CachedBody> {
  return cache.answer(db, {
    key: `my-week:${who.id}:${who.role}:${today}`,
    reads: ['events', 'users'],
    schema: myWeekResponse,
    load: () => myWeek(db, who, today),
  });
}

/** The signed-in user's own events of the Friday-Thursday week containing today. */
export async function myWeek(db: Db, who: AuthUser, today = todayIso()): Promise<MyWeekResponse> {
  const { start, end } = businessWeek(today);
  const rows = await q.listEventRows(db, { from: start, to: end, assignedToUserId: who.id });
  const views = await propertyViewsByIds(
    db,
    who,
    rows.map((r) => r.event.propertyId),
  );
  return {
    week_start: start,
    week_end: end,
    events: rows.map((row) => toEvent(row, views.get(row.event.propertyId), who)),
  };
}

/** One event as this user may see it, or 404. */
export async function readOne(db: DbOrTx, who: AuthUser, id: number): Promise<CleaningEvent> {
  const [event] = await readEvents(db, who, { eventId: id });
  if (!event) throw new AppError('not_found', text('event.notFound'));
  return event;
}

/**
 * Locks the event for a change by this user. An employee may touch only events assigned to them:
 * anyone else's answers 403, as if it were not readable at all (but see lockForProof).
 */
export function lockFor(tx: DbOrTx, who: AuthUser, id: number) {
  return lockChecked(tx, who, id, false);
}

/**
 * lockFor for what she made on a cleaning (photos, checklist answers, the note), which also lets through the
 * housekeeper it was taken from (`former`): her phone may still hold them when it went to someone else or back to
 * unassigned, and the office gets them as lines of the history (keepForOffice) instead of a refusal
 * (docs/decisions/0051-proof-sent-after-a-reassignment.md).
 */
export function lockForProof(tx: DbOrTx, who: AuthUser, id: number) {
  return lockChecked(tx, who, id, true);
}

async function lockChecked(tx: DbOrTx, who: AuthUser, id: number, formerToo: boolean) {
  const row = await q.lockEvent(tx, id);
  if (!row) throw new AppError('not_found', text('event.notFound'));
  const own = row.employeeUserId !== null && row.employeeUserId === who.id;
  if (mayActOnEvent(who.role, own)) return { ...row, own, former: false };
  if (formerToo && mayHandInProof(who.role, await q.wasHousekeeperOf(tx, id, who.id)))
    return { ...row, own, former: true };
  throw new AppError('forbidden', text('event.notYours'));
}

/** Keeps what a former housekeeper sent (lockForProof) as a history line under her name; the cleaning does not change. */
export async function keepForOffice(
  tx: DbOrTx,
  who: AuthUser,
  eventId: number,
  line: { field: LateProofField; before?: string | null; after: string | null },
): Promise<KeptAnswer> {
  await recordHistory(tx, userActor(who), [{ eventId, action: 'changed', before: null, ...line }]);
  return { kept_for_office: true, detail: text('event.keptForOffice') };
}

/** Creates an event by hand: unassigned, payments pending. */
export async function createEvent(db: Db, who: AuthUser, input: CreateEventInput): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const views = await propertyViewsByIds(tx, who, [input.property_id]);
    if (!views.has(input.property_id)) {
      throw new AppError('invalid', text('property.notChosen'), [
        { field: 'property_id', message: text('property.select') },
      ]);
    }
    const event = await q.insertEvent(tx, {
      propertyId: input.property_id,
      eventSummary: input.event_summary,
      serviceDate: input.service_date,
      checkOutDate: input.check_out_date ?? null,
      arrivalDate: input.arrival_date ?? null,
      note: input.note ? input.note : null,
    });
    await recordHistory(tx, userActor(who), [{ eventId: event.id, action: 'created' }]);
    return readOne(tx, who, event.id);
  });
}

/** Sets or clears (blank) an event's note. */
export async function setNote(db: Db, who: AuthUser, id: number, note: string): Promise<CleaningEvent | KeptAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockForProof(tx, who, id);
    const value = note === '' ? null : note;
    if (row.former) return keepForOffice(tx, who, id, { field: 'late_note', after: value });
    if (value !== row.event.note) {
      await q.updateEventRow(tx, id, { note: value });
      await recordHistory(tx, userActor(who), [
        { eventId: id, action: 'changed', field: 'note', before: row.event.note, after: value },
      ]);
    }
    return readOne(tx, who, id);
  });
}

/**
 * Moves an event's status by the rules of common/domain/event-policy (the Undo too), recording the change.
 * To in review (Done) it records `finished_at`: `at` (a tap queued offline) or now. The lifecycle's guards
 * run before its writes (its extras and checklist), its listeners after (pay, notices).
 */
export async function setStatus(
  db: Db,
  lifecycle: EventLifecycle,
  who: AuthUser,
  id: number,
  to: EventStatus,
  { seenDate, reason, at, redoItems }: { seenDate?: string; reason?: string; at?: string; redoItems?: string[] } = {},
): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, who, id);
    const from = row.event.status;
    if (seenDate !== undefined && seenDate !== row.event.serviceDate && from !== to) {
      throw new AppError(
        'conflict',
        text('event.moved', { from: dateParam(seenDate), to: dateParam(row.event.serviceDate) }),
      );
    }
    const verdict = statusVerdict(who, { ...row.event, isOwnEvent: row.own }, to, Date.now());
    if (verdict === 'forbidden')
      throw new AppError('forbidden', text('event.mayNotSet', { status: text(`status.${to}`) }));
    if (verdict === 'wrong_state')
      throw new AppError(
        'conflict',
        text('event.wrongState', { from: text(`status.${from}`), to: text(`status.${to}`) }),
      );
    const sendingBack = verdict === 'allowed' && isSendBack(who.role, from, to);
    if (sendingBack && !reason) {
      throw new AppError('invalid', text('event.sendBackReason'), [
        { field: 'reason', message: text('event.sendBackReasonField') },
      ]);
    }
    if (redoItems?.length && !sendingBack) {
      throw new AppError('invalid', text('checklist.redoWithoutSendBack'), [
        { field: 'redo_items', message: text('checklist.redoWithoutSendBack') },
      ]);
    }
    if (verdict === 'allowed' && from !== to) {
      const hook = {
        tx,
        who,
        event: row.event,
        move: { from, to, sendingBack, reason: reason ?? null, redoItems: redoItems ?? [] },
      };
      // Its extras are fixed with it, Done needs the checklist answered, a send-back marks items to redo (decisions 0036, 0037, 0018).
      await lifecycle.run.guardStatus(hook);
      if (sendingBack) {
        // The redo counts its own time: this attempt's Start and Done go to the history and the next Start
        // measures again (docs/decisions/0050-a-redo-counts-its-own-time.md).
        await q.updateEventRow(tx, id, {
          sentBackReason: reason,
          sentBackAt: new Date(),
          startedAt: null,
          finishedAt: null,
        });
        // The reason stays in the event's history after she sends it again and it is cleared.
        await recordHistory(tx, userActor(who), [
          {
            eventId: id,
            action: 'changed',
            field: 'sent_back_reason',
            before: row.event.sentBackReason,
            after: reason ?? null,
          },
          ...measureHistory(id, row.event),
        ]);
      }
      // Marked serviced (Done): its finish time, again after a send-back
      // (docs/decisions/0018-send-back-reason-and-review-order.md). Only her Done: the supervisor's Undo
      // (completed -> in review) and the review keep her finish time and minutes
      // (docs/decisions/0043-words-and-numbers.md).
      if (to === 'in_review' && from === 'assigned')
        await q.updateEventRow(tx, id, {
          sentBackReason: null,
          sentBackAt: null,
          finishedAt: tapTime(at, row.event.serviceDate),
        });
      if (to === 'unassigned' && row.employeeName !== null) {
        await q.deleteAssignment(tx, id);
        await recordHistory(tx, userActor(who), [
          { eventId: id, action: 'changed', field: 'housekeeper', before: row.employeeName, after: null },
        ]);
        await lifecycle.run.afterAssignment({
          tx,
          who,
          event: row.event,
          change: { before: assignee(row), after: null },
        });
      }
      await q.recordStatus(tx, id, from, to, userActor(who));
      // A paid cleaning completed again settles its pay; who hears of it (decisions 0045, 0038).
      await lifecycle.run.afterStatus(hook);
    }
    return readOne(tx, who, id);
  });
}

/** Sets the client's, the housekeeper's or the supervisor's payment status of one event. */
export async function setPayment(
  db: Db,
  lifecycle: EventLifecycle,
  who: AuthUser,
  id: number,
  field: q.PaymentKind,
  value: PaymentStatus,
): Promise<CleaningEvent> {
  return db.transaction(async (tx) => {
    const { event } = await lockFor(tx, who, id);
    const before = {
      client: event.paymentClientStatus,
      employee: event.paymentEmployeeStatus,
      supervisor: event.paymentSupervisorStatus,
    }[field];
    // The client's status is the invoice's while one bills the cleaning (docs/decisions/0046-one-truth-for-money.md).
    await lifecycle.run.guardPayment({ tx, who, event, change: { field, before, after: value } });
    if (before !== value) {
      await q.updateEventRow(tx, id, q.paymentPatch(field, value));
      await recordHistory(tx, userActor(who), [
        { eventId: id, action: 'changed', field: `payment_${field}_status`, before, after: value },
      ]);
    }
    return readOne(tx, who, id);
  });
}

export function listAssignments(db: Db, range: AssignmentListQuery = {}) {
  return q.listAssignments(db, range);
}

/** Assigns (or moves) an event to an active staff member; a null employee unassigns it. */
export async function assign(db: Db, lifecycle: EventLifecycle, who: AuthUser, input: AssignInput) {
  if (input.employee_id === null)
    return unassign(db, lifecycle, who, input.cleaning_event_id, input.confirm_started === true);
  const employeeId = input.employee_id;
  return db.transaction((tx) => assignWithin(tx, lifecycle, who, { ...input, employee_id: employeeId }));
}

/** The housekeeper a locked event has, or null. */
function assignee(row: Pick<q.EventListRow, 'employeeId' | 'employeeUserId' | 'employeeName'>) {
  if (row.employeeId === null) return null;
  return { employeeId: row.employeeId, userId: row.employeeUserId, name: row.employeeName ?? '' };
}

/**
 * Assigns an event inside the caller's transaction (POST /assignments/accept assigns many in one).
 * Someone off or not working during the cleaning's window is refused (409 saying why) unless `force`.
 */
export async function assignWithin(
  tx: DbOrTx,
  lifecycle: EventLifecycle,
  who: AuthUser,
  input: { cleaning_event_id: number; employee_id: number; force?: boolean; confirm_started?: boolean },
) {
  const employeeId = input.employee_id;
  const row = await lockFor(tx, who, input.cleaning_event_id);
  const employee = await q.findEmployee(tx, employeeId);
  if (!employee)
    throw new AppError('invalid', text('event.unknownEmployee'), [
      { field: 'employee_id', message: text('event.unknownEmployeeField') },
    ]);
  if (!employee.activeStatus) throw new AppError('conflict', text('event.inactiveEmployee'));
  if (!isOpenForAssignment(row.event.status)) throw new AppError('conflict', text('event.servicedNoReassign'));
  if (!input.force && row.employeeId !== employeeId) {
    const why = await unavailableFor(tx, employee, row);
    if (why) throw new AppError('conflict', unavailableText(employee.name, row.event.serviceDate, why));
  }
  const handedOver = row.employeeId !== null && row.employeeId !== employeeId;
  if (handedOver) await startFresh(tx, lifecycle, who, row, input.confirm_started === true);
  await q.upsertAssignment(tx, row.event.id, employeeId, who.id);
  if (row.employeeId !== employeeId) {
    const after = { employeeId, userId: employee.userId, name: employee.name };
    await lifecycle.run.afterAssignment({ tx, who, event: row.event, change: { before: assignee(row), after } });
    await recordHistory(tx, userActor(who), [
      {
        eventId: row.event.id,
        action: 'changed',
        field: 'housekeeper',
        before: row.employeeName,
        after: employee.name,
      },
    ]);
  }
  if (row.event.status !== 'assigned')
    await q.recordStatus(tx, row.event.id, row.event.status, 'assigned', userActor(who));
  return { cleaning_event_id: row.event.id, employee_id: employeeId, status: 'assigned' as const };
}

/**
 * The history lines that keep an attempt's Start and Done when the cleaning's measure starts again (a
 * send-back, or another housekeeper): the real duration is always the event's own Start to Done.
 */
function measureHistory(eventId: number, e: { startedAt: Date | null; finishedAt: Date | null }) {
  const kept = [
    ['started_at', e.startedAt],
    ['finished_at', e.finishedAt],
  ] as const;
  return kept.flatMap(([field, at]) =>
    at ? [{ eventId, action: 'changed' as const, field, before: at.toISOString(), after: null }] : [],
  );
}

/** "10:05": a tap's time of day as the company's clock reads it. */
const timeOfDay = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * A cleaning going to another housekeeper after the first one worked on it (started it, answered its checklist):
 * 409 `confirm_started` saying what was done unless the admin confirmed; confirmed, her start, note and answers
 * go into the history and the cleaning starts fresh (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md).
 */
async function startFresh(
  tx: DbOrTx,
  lifecycle: EventLifecycle,
  who: AuthUser,
  row: NonNullable<Awaited<ReturnType<typeof q.lockEvent>>>,
  confirmed: boolean,
): Promise<void> {
  const { startedAt, note } = row.event;
  const answers = await lifecycle.run.readAttempt(tx, row.event.id);
  if (!startedAt && answers.count === 0) return;
  if (!confirmed) {
    const done: Text[] = [];
    if (startedAt)
      done.push(text('event.doneStarted', { date: dateParam(todayIso(startedAt)), time: timeOfDay(startedAt) }));
    if (answers.count > 0) done.push(text('event.doneAnswers', { count: answers.count }));
    if (note) done.push(text('event.doneNote', { note }));
    const list = done.reduceRight<Text | undefined>(
      (rest, first) => (rest ? text('checklist.list', { first, rest }) : first),
      undefined,
    )!;
    const detail = text('event.confirmStarted', { name: row.employeeName ?? '', done: list });
    throw new AppError('conflict', detail, undefined, undefined, 'confirm_started');
  }
  const eventId = row.event.id;
  await recordHistory(tx, userActor(who), [
    ...measureHistory(eventId, { startedAt, finishedAt: null }),
    ...(note ? [{ eventId, action: 'changed' as const, field: 'note', before: note, after: null }] : []),
    ...(answers.line
      ? [{ eventId, action: 'changed' as const, field: 'checklist', before: answers.line, after: null }]
      : []),
  ]);
  await q.updateEventRow(tx, eventId, { startedAt: null, note: null });
  await lifecycle.run.clearAttempt(tx, eventId);
}

/** Why `employee` cannot take the cleaning of `row` on its day (time off, not her day, outside her hours), or null. */
async function unavailableFor(
  db: DbOrTx,
  employee: { id: number; availability: AvailabilitySlot[] | null },
  row: Pick<q.EventListRow, 'event' | 'timing'>,
): Promise<Unavailability | null> {
  const date = row.event.serviceDate;
  const timing = eventTiming(row.event, row.timing);
  return unavailability(employee.availability, await q.approvedTimeOff(db, employee.id, date, date), date, {
    start: timing.window_start,
    end: timing.window_end,
  });
}

/** Why the event's housekeeper cannot take it on its day (a feed moved it there), or null; null when unassigned. */
export async function assigneeUnavailability(db: DbOrTx, eventId: number): Promise<Unavailability | null> {
  const [row] = await q.listEventRows(db, { eventId });
  if (!row || row.employeeId === null) return null;
  const employee = await q.findEmployee(db, row.employeeId);
  return employee ? unavailableFor(db, employee, row) : null;
}

/** Why someone cannot take a cleaning, as the admin reads it (the board offers to assign anyway). */
export function unavailableText(name: string, date: string, why: Unavailability): Text {
  if (why.kind === 'time_off')
    return text(why.timeOff.note ? 'event.offThatDayNote' : 'event.offThatDay', {
      name,
      date: dateParam(date),
      note: why.timeOff.note ?? '',
    });
  if (why.kind === 'day_off') return text('event.notWorkingThatDay', { name, date: dateParam(date) });
  return text('event.outsideHours', {
    name,
    date: dateParam(date),
    hours: why.slots.map((slot) => `${slot.start}-${slot.end}`).join(', '),
  });
}

/** Removes an event's housekeeper and returns it to unassigned. */
export async function unassign(
  db: Db,
  lifecycle: EventLifecycle,
  who: AuthUser,
  eventId: number,
  confirmStarted = false,
) {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, who, eventId);
    if (!isOpenForAssignment(row.event.status)) throw new AppError('conflict', text('event.servicedNoUnassign'));
    if (row.employeeId !== null) await startFresh(tx, lifecycle, who, row, confirmStarted);
    await q.deleteAssignment(tx, eventId);
    if (row.employeeName !== null) {
      await recordHistory(tx, userActor(who), [
        { eventId, action: 'changed', field: 'housekeeper', before: row.employeeName, after: null },
      ]);
      await lifecycle.run.afterAssignment({
        tx,
        who,
        event: row.event,
        change: { before: assignee(row), after: null },
      });
    }
    if (row.event.status !== 'unassigned')
      await q.recordStatus(tx, eventId, row.event.status, 'unassigned', userActor(who));
    return { cleaning_event_id: eventId, employee_id: null, status: 'unassigned' as const };
  });
}
