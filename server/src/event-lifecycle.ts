import { registerChecklistEventHooks } from './modules/checklists/event-hooks';
import { createEventLifecycle, type EventLifecycle } from './modules/events/lifecycle';
import { registerExtrasEventHooks } from './modules/extras/event-hooks';
import { registerInvoiceEventHooks } from './modules/invoices/event-hooks';
import { registerPayrollEventHooks } from './modules/payroll/event-hooks';
import { registerPushEventHooks } from './modules/push/event-hooks';

/**
 * The event lifecycle of the app (app.ts, the seed): the modules above events register what they do when an event
 * moves, in this order, which is the order they run in. Before a status move's writes: its extras (completing),
 * then its checklist (Done; a send-back's redo items). After it: pay (a paid cleaning completed again), then the
 * phones told.
 */
export function composeEventLifecycle(): EventLifecycle {
  const lifecycle = createEventLifecycle();
  registerExtrasEventHooks(lifecycle);
  registerChecklistEventHooks(lifecycle);
  registerInvoiceEventHooks(lifecycle);
  registerPayrollEventHooks(lifecycle);
  registerPushEventHooks(lifecycle);
  return lifecycle;
}
