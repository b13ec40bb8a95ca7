import type { EventLifecycle } from '../events/lifecycle';
import { assertNotInvoiced } from './invoices.service';

/** What invoicing does when an event's payment is set: an issued invoice decides its client's status. */
export function registerInvoiceEventHooks(lifecycle: EventLifecycle): void {
  lifecycle.guardPayment(async ({ tx, event, change }) => {
    if (change.field === 'client') await assertNotInvoiced(tx, [event.id]);
  });
}
