/// <reference types="node" />
// One fake of the API for every web test: a real HTTP server on loopback (the app's own API client
// and fetch talk to it), answering from a route table typed with the contracts' response types.
import type { ServerResponse } from 'node:http';
import type { LoginResponse, Me, ResetPasswordResponse, User } from '@common/contracts/auth';
import type {
  AcceptResponse,
  CapacityResponse,
  CompanySettings,
  StartResponse,
  SuggestResponse,
  TimeOff,
  TimeOffRequest,
} from '@common/contracts/capacity';
import type {
  ChecklistTemplate,
  EventChecklist,
  EventChecklistItem,
  PropertyChecklist,
} from '@common/contracts/checklists';
import type { Client } from '@common/contracts/clients';
import type { Extra, ExtraRequest } from '@common/contracts/extras';
import type {
  AssignResponse,
  CleaningEvent,
  EventHistoryResponse,
  KeptForOffice,
  LeanMonth,
  MyWeekResponse,
} from '@common/contracts/events';
import type {
  DeleteFeedResponse,
  FeedActivityEntry,
  FeedAlerts,
  FeedSyncResponse,
  FeedView,
} from '@common/contracts/feeds';
import type { ImportHousesResponse, ImportPreviewResponse } from '@common/contracts/imports';
import type { AgingReport, ClientBalances, Invoice, InvoiceList } from '@common/contracts/invoices';
import type { MediaSignature } from '@common/contracts/media';
import type { BulkPaymentResponse, CompletedLean } from '@common/contracts/payments';
import type { PayStatementResponse, WeeklyPayroll } from '@common/contracts/payroll';
import type { EventPhoto, Problem, ProblemPage } from '@common/contracts/photos';
import type {
  ClientUser,
  PortalCleaning,
  PortalInvoice,
  PortalProblem,
  PortalProperty,
  PortalReport,
} from '@common/contracts/portal';
import type { PriceHistory, PropertyView } from '@common/contracts/properties';
import type { NotificationSettings, PushKeyResponse, PushSubscriptionResponse } from '@common/contracts/push';
import type { RemovedEvent } from '@common/contracts/removed-events';
import type { EmailReportResponse, ReportHistoryItem, ReportStats } from '@common/contracts/reports';
import type {
  DeleteEmployeeResponse,
  Employee,
  GiveBackResponse,
  ReleasedCleanings,
  UpcomingCleanings,
} from '@common/contracts/staff';
import { startApiServer, type ReceivedRequest } from './http-server';

/**
 * What the API answers with 200 (or 201), per "METHOD /path" under /api; `:name` stands for a numeric id,
 * `:item_id` for a checklist item's id (letters, digits, dashes: read it from `path`, it is not in `params`).
 */
export interface ApiRoutes {
  'POST /auth/login': LoginResponse;
  'GET /auth/me': Me;
  'PUT /auth/me/language': null;
  'GET /auth/users': User[];
  'POST /auth/register': User;
  'PUT /auth/users/:id': User;
  'POST /auth/users/:id/reset-password': ResetPasswordResponse;
  'PUT /auth/users/:id/password': User;
  'GET /auth/users/:id/upcoming': UpcomingCleanings;
  'GET /auth/users/:id/released': ReleasedCleanings;
  'POST /auth/users/:id/give-back': GiveBackResponse;
  'GET /clients/': Client[];
  'POST /clients/': Client;
  'PUT /clients/:id': Client;
  'DELETE /clients/:id': Client;
  'GET /employee/': Employee[];
  'POST /employee/register-user-employee': { user: { id?: number }; employee: Employee };
  'PUT /employee/:id': Employee;
  'DELETE /employee/:id': DeleteEmployeeResponse;
  'GET /employee/:id/time-off': TimeOff[];
  'POST /employee/:id/time-off': TimeOff;
  'DELETE /employee/:id/time-off/:timeOffId': never;
  'POST /employee/:id/time-off/:timeOffId/approve': TimeOff;
  'GET /time-off/requests': TimeOffRequest[];
  'GET /settings/company': CompanySettings;
  'PUT /settings/company': CompanySettings;
  'GET /houses/': PropertyView[];
  'POST /houses/': PropertyView;
  'PUT /houses/:id': PropertyView;
  'GET /houses/:id/price-history': PriceHistory;
  'GET /houses/client/:clientId': PropertyView[];
  'GET /houses/import_template': never;
  'POST /houses/import_excel': ImportPreviewResponse | ImportHousesResponse;
  'GET /media/signature': MediaSignature;
  'GET /cleaning_events/by-month': LeanMonth;
  'GET /cleaning_events/my-week': MyWeekResponse;
  'GET /cleaning_events/in-review': CleaningEvent[];
  'GET /cleaning_events/completed': CompletedLean;
  'PATCH /cleaning_events/payments': BulkPaymentResponse;
  'GET /payroll/weekly': WeeklyPayroll;
  'POST /payroll/weekly/pay': PayStatementResponse;
  'PUT /cleaning_events/:id': CleaningEvent;
  'DELETE /cleaning_events/:id': never;
  'PATCH /cleaning_events/:id/note': CleaningEvent | KeptForOffice;
  'PATCH /cleaning_events/:id/status': CleaningEvent;
  'POST /cleaning_events/:id/start': StartResponse;
  'GET /cleaning_events/:id/history': EventHistoryResponse;
  'GET /cleaning_events/:id/photos': EventPhoto[];
  'POST /cleaning_events/:id/photos': EventPhoto | KeptForOffice;
  'GET /cleaning_events/:id/problems': Problem[];
  'POST /cleaning_events/:id/acknowledge': CleaningEvent;
  'POST /cleaning_events/:id/dismiss': never;
  'GET /cleaning_events/removed': RemovedEvent[];
  'POST /cleaning_events/:id/restore': CleaningEvent;
  'GET /cleaning_events/:id/extras': Extra[];
  'POST /cleaning_events/:id/extras': Extra;
  'PUT /cleaning_events/:id/extras/:extraId': Extra;
  'DELETE /cleaning_events/:id/extras/:extraId': never;
  'POST /cleaning_events/:id/extras/:extraId/approve': Extra;
  'POST /cleaning_events/:id/extras/:extraId/refuse': Extra;
  'GET /extras/requests': ExtraRequest[];
  'POST /assignments/': AssignResponse;
  'DELETE /assignments/by-event/:eventId': AssignResponse;
  'POST /assignments/suggest': SuggestResponse;
  'POST /assignments/accept': AcceptResponse;
  'GET /capacity': CapacityResponse;
  'GET /airbn_url/': FeedView[];
  'POST /airbn_url/': FeedSyncResponse;
  'DELETE /airbn_url/:id': DeleteFeedResponse;
  'POST /airbn_url/:id/sync': FeedSyncResponse;
  'POST /airbn_url/:id/hold/confirm': FeedSyncResponse;
  'GET /airbn_url/:id/activity': FeedActivityEntry[];
  'GET /airbn_url/alerts': FeedAlerts;
  'GET /problems': ProblemPage;
  'GET /problems/open-count': { open: number };
  'GET /reports/': ReportHistoryItem[];
  'GET /reports/stats': ReportStats;
  'POST /reports/': never;
  'GET /reports/:id/pdf': never;
  'POST /reports/:id/email': EmailReportResponse;
  'POST /emails/company': { status: 'queued' };
  'GET /invoices': InvoiceList;
  'GET /invoices/balances': ClientBalances;
  'GET /invoices/aging': AgingReport;
  'PATCH /invoices/:id': Invoice;
  'POST /invoices/:id/lines': Invoice;
  'PUT /invoices/:id/lines/:line_id': Invoice;
  'DELETE /invoices/:id/lines/:line_id': Invoice;
  'POST /invoices': Invoice;
  'GET /invoices/:id': Invoice;
  'DELETE /invoices/:id': never;
  'POST /invoices/:id/issue': Invoice;
  'POST /invoices/:id/email': { queued: true; to: string };
  'POST /invoices/:id/payments': Invoice;
  'POST /invoices/:id/void': Invoice;
  'GET /invoices/:id/pdf': never;
  // The office's checklist editors.
  'GET /checklist/template': ChecklistTemplate;
  'PUT /checklist/template': ChecklistTemplate;
  'GET /houses/:id/checklist': PropertyChecklist;
  'PUT /houses/:id/checklist': PropertyChecklist;
  'PUT /houses/:id/checklist/:item_id/reference': PropertyChecklist;
  'DELETE /houses/:id/checklist/:item_id/reference': PropertyChecklist;
  'GET /cleaning_events/:id/checklist': EventChecklist;
  'PUT /cleaning_events/:id/checklist/:item_id': EventChecklistItem | KeptForOffice;
  // Notifications.
  'GET /push/key': PushKeyResponse;
  'POST /push/subscriptions': PushSubscriptionResponse;
  'DELETE /push/subscriptions': never;
  'GET /push/settings': NotificationSettings;
  'PUT /push/settings': NotificationSettings;
  'POST /push/test': { devices: number };
  // The owners' portal.
  'GET /portal/properties': PortalProperty[];
  'GET /portal/cleanings': PortalCleaning[];
  'GET /portal/problems': PortalProblem[];
  'GET /portal/reports': PortalReport[];
  'GET /portal/invoices': PortalInvoice[];
  'GET /clients/:id/users': ClientUser[];
  'POST /clients/:id/users': ClientUser;
  'DELETE /clients/:id/users/:user_id': never;
}
export type ApiRoute = keyof ApiRoutes;

/** The checklist of a cleaning of a company without one. */
const noChecklist = (request: FakeRequest): EventChecklist => ({
  event_id: request.params.id ?? 0,
  sections: [],
  done: 0,
  total: 0,
  missing: [],
});

/** A request as a route's handler sees it. */
export interface FakeRequest extends ReceivedRequest {
  /** The path under /api (or the whole path outside it), without the query. */
  path: string;
  params: Record<string, number>;
  query: URLSearchParams;
  json: <T = unknown>() => T;
}

/** Any answer other than the route's typed JSON: an error, another status, no content, a file. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = {
  /** An error as the API sends it: `{ detail, errors? }`. */
  error: (status: number, detail: string, errors?: { field: string; message: string }[]) =>
    new Reply(status, errors ? { detail, errors } : { detail }),
  /** JSON with another status than 200. */
  json: <T>(status: number, body: T) => new Reply(status, body),
  noContent: () => new Reply(204),
  /** Bytes with a content type (a PDF, a spreadsheet) and more headers. */
  file: (contentType: string, content: string | Buffer, headers: Record<string, string> = {}) =>
    new Reply(200, content, { 'Content-Type': contentType, ...headers }),
};

type Answer<T> = T | Reply;
export type Handler<T> = Answer<T> | ((request: FakeRequest) => Answer<T> | Promise<Answer<T>>);
export type RouteTable = { [R in ApiRoute]?: Handler<ApiRoutes[R]> };
/** Routes outside /api (a media service), keyed by "METHOD /path": untyped, as they are not our API. */
export type OutsideRoutes = Record<string, Handler<unknown>>;

// Every answer allows cross-origin use: jsdom's XMLHttpRequest (photo uploads) enforces CORS.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': '*',
};

interface Compiled {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

function compile(key: string): Compiled {
  const [method = '', path = ''] = key.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (segment === ':item_id') return '[a-z0-9-]+';
      names.push(segment.slice(1));
      return '(\\d+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}$`), names };
}

/** Literal routes before those with ids, so that `/cleaning_events/by-month` never reads as an id. */
function match(keys: string[], method: string, path: string) {
  const compiled = keys.map(compile).sort((a, b) => a.names.length - b.names.length);
  for (const route of compiled) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (found)
      return { key: route.key, params: Object.fromEntries(route.names.map((n, i) => [n, Number(found[i + 1])])) };
  }
  return undefined;
}

function send(res: ServerResponse, answer: unknown) {
  const { status, body, headers } = answer instanceof Reply ? answer : new Reply(200, answer);
  if (body === undefined) {
    res.writeHead(status, { ...CORS, ...headers });
    return res.end();
  }
  const raw = typeof body === 'string' || Buffer.isBuffer(body);
  res.writeHead(status, { ...CORS, ...(raw ? {} : { 'Content-Type': 'application/json' }), ...headers });
  res.end(raw ? body : JSON.stringify(body));
}

/** A gate for one route's answers: they wait until `release()`. */
export interface Hold {
  /** Resolves once a request for the held route has arrived (its answer waits). */
  received: Promise<FakeRequest>;
  /** Lets the held answers (and later ones) go. */
  release: () => void;
}

/**
 * Starts the fake API and points the app's API client at it until `close()`. A request no route
 * answers gets a 404 naming it (and lands in `unexpected`), so a test fails on it instead of hanging.
 */
export async function startFakeApi(routes: RouteTable, outside: OutsideRoutes = {}) {
  // A cleaning has no checklist unless the test gives it one (most screens read it beside the event), and nothing
  // waits for the office unless the test says so (the menu's counts read both lists on every office screen).
  const start: Record<string, Handler<unknown>> = {
    'GET /cleaning_events/:id/checklist': noChecklist,
    'GET /time-off/requests': [],
    'GET /extras/requests': [],
    ...routes,
  };
  let table = start;
  const holds = new Map<string, { gate: Promise<void>; arrived: (r: FakeRequest) => void; release: () => void }>();
  const unexpected: string[] = [];
  const waiters: { key: string; resolve: (r: FakeRequest) => void }[] = [];

  const server = await startApiServer((received, res) => {
    if (received.method === 'OPTIONS') return send(res, new Reply(204));
    const url = new URL(received.url, 'http://fake');
    const underApi = url.pathname.startsWith('/api/');
    const path = underApi ? url.pathname.slice('/api'.length) : url.pathname;
    const routesHere = underApi ? table : outside;
    const found = match(Object.keys(routesHere), received.method, path);
    if (!found) {
      unexpected.push(`${received.method} ${received.url}`);
      return send(res, reply.error(404, `The fake API has no route for ${received.method} ${url.pathname}`));
    }
    const request: FakeRequest = {
      ...received,
      path,
      params: found.params,
      query: url.searchParams,
      json: <T>() => JSON.parse(received.body) as T,
    };
    const handler = routesHere[found.key];
    void (async () => {
      try {
        const answer = typeof handler === 'function' ? await handler(request) : handler;
        const hold = holds.get(found.key);
        for (const waiter of waiters.filter((w) => w.key === found.key)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(request);
        }
        if (hold) {
          hold.arrived(request);
          await hold.gate;
        }
        send(res, answer);
      } catch (error) {
        send(res, reply.error(500, `The fake API's ${found.key} threw: ${String(error)}`));
      }
    })();
  });

  return {
    url: server.url,
    /** Every request received since the start (or the last `reset()`), in order. */
    requests: server.requests,
    /** "METHOD url" of the requests that no route answered (each got a 404). */
    unexpected,
    close: server.close,
    /** Adds or replaces routes until the next `reset()`. */
    on(more: RouteTable) {
      table = { ...table, ...more };
    },
    /** Back to the routes it started with, no holds, no requests recorded. */
    reset() {
      table = start;
      for (const hold of holds.values()) hold.release();
      holds.clear();
      server.requests.length = 0;
      unexpected.length = 0;
    },
    /** Holds the answers of `route` until the test releases them (to see what the app shows meanwhile). */
    hold(route: ApiRoute | string): Hold {
      let release = () => {};
      let arrived: (r: FakeRequest) => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const received = new Promise<FakeRequest>((resolve) => (arrived = resolve));
      holds.set(route, { gate, arrived, release });
      return { received, release };
    },
    /** Resolves with the next request that `route` answers. */
    next(route: ApiRoute | string): Promise<FakeRequest> {
      return new Promise((resolve) => waiters.push({ key: route, resolve }));
    },
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
