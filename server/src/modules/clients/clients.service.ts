import { termsColumns, termsOf } from '@common/domain/invoice';
import { normalizePhone } from '@common/domain/phone';
import {
  clientList,
  ID_PAIR_MESSAGE,
  type Client,
  type CreateClientInput,
  type UpdateClientInput,
} from '@common/contracts/clients';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../errors';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import * as q from './clients.queries';
import { text } from '../../i18n/text';

function toClient(row: q.ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    active_status: row.activeStatus,
    created_at: row.createdAt.toISOString(),
    currency: row.currency,
    tax_rate: row.taxRate,
    billing_email: row.billingEmail,
    id_type: row.idType,
    id_number: row.idNumber,
    language: row.language,
    terms: termsOf(row),
    payment_reminders: row.paymentReminders,
  };
}

export async function listClients(db: Db): Promise<Client[]> {
  return (await q.listClients(db)).map(toClient);
}

/** The body of `listClients`, cached until clients move (the `events` counter, migration 0002). */
export function clientListBody(db: Db, cache: ResponseCache): Promise<CachedBody> {
  return cache.answer(db, { key: 'clients', reads: ['events'], schema: clientList, load: () => listClients(db) });
}

/** The client, or 404. Other modules use it to check a client id. */
export async function getClient(db: DbOrTx, id: number): Promise<Client> {
  const row = await q.findClient(db, id);
  if (!row) throw new AppError('not_found', text('client.notFound'));
  return toClient(row);
}

/** A client name as stored: trimmed, inner spaces collapsed to one (compared without case). */
export function normalClientName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

// The unique index on active names answers a clash, also when two requests race.
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const detail = text('client.nameTaken', { name: name ?? '' });
    throw new AppError('conflict', detail, [{ field: 'name', message: detail }]);
  }
}

/** Registers a client; two active clients never share a name (any case, any spacing): 409. */
export async function createClient(db: Db, input: CreateClientInput): Promise<Client> {
  const name = normalClientName(input.name);
  halfIdPair({ idType: null, idNumber: null }, input);
  return toClient(
    await uniqueName(name, () =>
      q.insertClient(db, {
        name,
        email: input.email ?? null,
        phone: input.phone ? normalizePhone(input.phone) : null,
        ...billingPatch(input),
      }),
    ),
  );
}

// The billing fields given (decision 0036); those left out keep their value (or the column's default).
function billingPatch(input: UpdateClientInput) {
  return {
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.tax_rate !== undefined && { taxRate: input.tax_rate }),
    ...(input.billing_email !== undefined && { billingEmail: input.billing_email }),
    ...(input.id_type !== undefined && { idType: input.id_type }),
    ...(input.id_number !== undefined && { idNumber: input.id_number }),
    ...(input.language !== undefined && { language: input.language }),
    ...(input.terms !== undefined && termsColumns(input.terms)),
    ...(input.payment_reminders !== undefined && { paymentReminders: input.payment_reminders }),
  };
}

/**
 * The id type and number go together (decision 0036): a new client or an edit giving one of them may not leave
 * the client with only one (the contract checks the pair when both are sent). 422 on `id_number`, as the contract says it.
 */
function halfIdPair(stored: Pick<q.ClientRow, 'idType' | 'idNumber'>, input: UpdateClientInput): void {
  if ((input.id_type === undefined) === (input.id_number === undefined)) return;
  const idType = input.id_type === undefined ? stored.idType : input.id_type;
  const idNumber = input.id_number === undefined ? stored.idNumber : input.id_number;
  if ((idType === null) === (idNumber === null)) return;
  throw new AppError('invalid', ID_PAIR_MESSAGE, [{ field: 'id_number', message: ID_PAIR_MESSAGE }]);
}

/** Edits a client; a blank e-mail or phone clears it; `active_status: true` activates (409 when an active client has its name). */
export async function updateClient(db: Db, id: number, input: UpdateClientInput): Promise<Client> {
  const patch = {
    ...(input.name !== undefined && { name: normalClientName(input.name) }),
    ...('email' in input && { email: input.email ?? null }),
    ...('phone' in input && { phone: input.phone ? normalizePhone(input.phone) : null }),
    ...(input.active_status !== undefined && { activeStatus: input.active_status }),
    ...billingPatch(input),
  };
  const stored = await q.findClient(db, id);
  if (stored) halfIdPair(stored, input);
  const name = patch.name ?? stored?.name;
  const row = Object.keys(patch).length
    ? await uniqueName(name, () => q.updateClientRow(db, id, patch))
    : await q.findClient(db, id);
  if (!row) throw new AppError('not_found', text('client.notFound'));
  return toClient(row);
}

/** Deleting a client makes it inactive; its properties and history stay. */
export async function deactivateClient(db: Db, id: number): Promise<Client> {
  const row = await q.updateClientRow(db, id, { activeStatus: false });
  if (!row) throw new AppError('not_found', text('client.notFound'));
  return toClient(row);
}
