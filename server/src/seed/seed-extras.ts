import type { Db } from '../db/client';
import { addExtra } from '../modules/extras/extras.service';
import type { AuthUser } from '../plugins/auth';
import { DEMO_EXTRA_REQUESTS, DEMO_EXTRAS } from './demo-data';

// The demo's extras (decision 0036): approved ones on completed cleanings, requests waiting from Ana's phone.

/** Adds the `n`th demo extra, approved by the office, to a cleaning before it is completed. */
export async function seedApprovedExtra(db: Db, office: AuthUser, eventId: number, n: number, crc: boolean) {
  const extra = DEMO_EXTRAS[n % DEMO_EXTRAS.length] as (typeof DEMO_EXTRAS)[number];
  await addExtra(db, office, eventId, {
    kind: extra.kind,
    description: extra.description,
    quantity: extra.quantity,
    client_amount: crc ? extra.crc : extra.usd,
    worker_amount: extra.worker,
  });
}

/** Her `n`th demo request on one of her cleanings (assigned or in review); false once all are placed. */
export async function seedExtraRequest(db: Db, housekeeper: AuthUser, eventId: number, n: number): Promise<boolean> {
  const request = DEMO_EXTRA_REQUESTS[n];
  if (!request) return false;
  await addExtra(db, housekeeper, eventId, {
    kind: request.kind,
    description: request.description,
    quantity: request.quantity,
    client_amount: 0,
    worker_amount: request.worker,
  });
  return true;
}
