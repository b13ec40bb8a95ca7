import {
  priceHistory as priceHistorySchema,
  type EventPropertyView,
  propertyViewList,
  type PriceHistory,
  type Property,
  type PropertyInput,
  type PropertyView,
  type SupervisorProperty,
  type UpdatePropertyInput,
} from '@common/contracts/properties';
import { actualMinutes, defaultCleaningMinutes, medianMinutes } from '@common/domain/capacity';
import { hiddenPropertyFields } from '@common/domain/field-policy';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import { getClient } from '../clients/clients.service';
import * as q from './properties.queries';
import { text } from '../../i18n/text';

function toSupervisorView(row: q.PropertyWithClient): SupervisorProperty {
  return {
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    worker_payment: row.workerPayment,
    supervisor_payment: row.supervisorPayment,
    state: row.state,
    city: row.city,
    street_address: row.streetAddress,
    zip_code: row.zipCode,
    region: row.region,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    entry_method: row.entryMethod,
    entry_method_description: row.entryMethodDescription,
    cabinet_code: row.cabinetCode,
    laundry_type: row.laundryType,
    laundry_type_description: row.laundryTypeDescription,
    note: row.note,
    google_maps_address: row.googleMapsAddress,
    google_drive_folder_url: row.googleDriveFolderUrl,
    details: row.details,
    images: row.images,
    check_out_time: row.checkOutTime,
    check_in_time: row.checkInTime,
    cleaning_minutes: row.cleaningMinutes,
    estimated_minutes: row.cleaningMinutes ?? defaultCleaningMinutes(row.bedrooms, row.bathrooms),
    preferred_employee_id: row.preferredEmployeeId,
    backup_employee_id: row.backupEmployeeId,
  };
}

function toAdminView(row: q.PropertyWithClient): Property {
  return {
    ...toSupervisorView(row),
    client_name: row.clientName,
    client_price: row.clientPrice,
    client_currency: row.clientCurrency,
  };
}

/**
 * A property as this reader may see it, in lists and inside event answers alike: the fields the role's policy
 * (common/domain/field-policy.ts) lets it read, so a supervisor gets no housekeeper's pay and a housekeeper no
 * supervisor's, and only admins the client's name and price.
 */
function viewFor(who: Pick<AuthUser, 'role'>): (row: q.PropertyWithClient) => EventPropertyView {
  const hidden = hiddenPropertyFields(who.role);
  return (row) => {
    const view: Record<string, unknown> = toAdminView(row);
    for (const field of hidden) delete view[field];
    return view as EventPropertyView;
  };
}

/** The body of `listProperties` for this reader's role, cached until properties, photos or clients move. */
export function propertyListBody(db: Db, cache: ResponseCache, who: AuthUser, clientId?: number): Promise<CachedBody> {
  return cache.answer(db, {
    key: `houses:${who.role}:${clientId ?? 'all'}`,
    reads: ['events'],
    schema: propertyViewList,
    load: () => listProperties(db, who, clientId),
  });
}

export async function listProperties(db: Db, who: AuthUser, clientId?: number): Promise<PropertyView[]> {
  // A supervisor's and an admin's view are both PropertyView; a housekeeper never lists properties.
  const rows = await q.listProperties(db, { clientId });
  const medians = await medianMinutesOf(
    db,
    rows.map((r) => r.id),
  );
  const view = viewFor(who);
  return rows.map((row) => ({ ...view(row), median_minutes: medians.get(row.id) ?? null }) as PropertyView);
}

/** Each property's median real duration over its last 10 cleanings with Start and Done (absent: none yet). */
async function medianMinutesOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const byProperty = new Map<number, number[]>();
  for (const row of await q.lastDurations(db, ids)) {
    const minutes = actualMinutes(row.startedAt, row.finishedAt);
    if (minutes === null) continue;
    byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), minutes]);
  }
  const medians = new Map<number, number>();
  for (const [id, values] of byProperty) {
    const median = medianMinutes(values);
    if (median !== null) medians.set(id, median);
  }
  return medians;
}

/** Views of these properties (archived ones too, for history) for this user, by id, as event answers carry them. */
export async function propertyViewsByIds(
  db: DbOrTx,
  who: AuthUser,
  ids: number[],
): Promise<Map<number, EventPropertyView>> {
  const rows = await q.listProperties(db, { ids: [...new Set(ids)], includeArchived: true });
  const view = viewFor(who);
  return new Map(rows.map((row) => [row.id, view(row)]));
}

async function loadProperty(db: DbOrTx, id: number): Promise<q.PropertyWithClient> {
  const [row] = await q.listProperties(db, { id });
  if (!row) throw new AppError('not_found', text('property.notFound'));
  return row;
}

/** A property's admin view, or 404 (archived ones included as not found). */
export async function getProperty(db: DbOrTx, id: number): Promise<Property> {
  const medians = await medianMinutesOf(db, [id]);
  return { ...toAdminView(await loadProperty(db, id)), median_minutes: medians.get(id) ?? null };
}

type Housekeepers = { preferredEmployeeId: number | null; backupEmployeeId: number | null };

/**
 * A property's preferred and backup housekeepers must be active housekeepers (a value kept as it was is
 * not checked again, so an edit does not fail because she left since), and two different people: 422.
 */
async function checkHousekeepers(
  db: DbOrTx,
  input: Pick<PropertyInput, 'preferred_employee_id' | 'backup_employee_id'>,
  current: Housekeepers = { preferredEmployeeId: null, backupEmployeeId: null },
): Promise<void> {
  const fields = [
    ['preferred_employee_id', input.preferred_employee_id, current.preferredEmployeeId],
    ['backup_employee_id', input.backup_employee_id, current.backupEmployeeId],
  ] as const;
  const chosen = fields.filter(([, value, before]) => value !== undefined && value !== null && value !== before);
  const active = await q.activeHousekeeperIds(
    db,
    chosen.map(([, value]) => value!),
  );
  const wrong = chosen.filter(([, value]) => !active.has(value!));
  if (wrong.length > 0)
    throw new AppError(
      'invalid',
      text('property.notHousekeeper'),
      wrong.map(([field]) => ({ field, message: text('property.notHousekeeperField') })),
    );
  const [preferred, backup] = fields.map(([, value, before]) => (value === undefined ? before : value));
  if (preferred !== null && preferred === backup)
    throw new AppError('invalid', text('property.sameHousekeeper'), [
      { field: 'backup_employee_id', message: text('property.sameHousekeeperField') },
    ]);
}

/** Checks that a client exists; 422 with a `client_id` error otherwise. */
export async function requireClient(db: DbOrTx, clientId: number): Promise<void> {
  await getClient(db, clientId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not_found') {
      throw new AppError('invalid', text('client.notChosen'), [
        { field: 'client_id', message: text('client.notFoundField') },
      ]);
    }
    throw err;
  });
}

function toRow(input: Omit<PropertyInput, 'images'>) {
  return {
    clientId: input.client_id,
    name: input.name,
    clientPrice: input.client_price,
    workerPayment: input.worker_payment,
    supervisorPayment: input.supervisor_payment,
    state: input.state,
    city: input.city,
    streetAddress: input.street_address,
    zipCode: input.zip_code,
    region: input.region,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    entryMethod: input.entry_method,
    entryMethodDescription: input.entry_method_description,
    cabinetCode: input.cabinet_code,
    laundryType: input.laundry_type,
    laundryTypeDescription: input.laundry_type_description,
    note: input.note,
    googleMapsAddress: input.google_maps_address,
    googleDriveFolderUrl: input.google_drive_folder_url,
    details: input.details,
    // Left out (undefined): kept as they are; drizzle skips undefined on update.
    checkOutTime: input.check_out_time,
    checkInTime: input.check_in_time,
    cleaningMinutes: input.cleaning_minutes,
    preferredEmployeeId: input.preferred_employee_id,
    backupEmployeeId: input.backup_employee_id,
  };
}

/** Creates a property with its photos in one transaction. */
export async function createProperty(db: Db, input: PropertyInput): Promise<Property> {
  return db.transaction(async (tx) => {
    await requireClient(tx, input.client_id);
    await checkHousekeepers(tx, input);
    const id = await q.insertProperty(tx, toRow(input), input.images);
    return getProperty(tx, id);
  });
}

/** Replaces a property's fields; its photos too when `images` is sent. */
export async function updateProperty(db: Db, id: number, input: UpdatePropertyInput): Promise<Property> {
  return db.transaction(async (tx) => {
    await requireClient(tx, input.client_id);
    await checkHousekeepers(tx, input, await loadProperty(tx, id));
    if (!(await q.updatePropertyRow(tx, id, toRow(input)))) throw new AppError('not_found', text('property.notFound'));
    if (input.images) await q.replaceImages(tx, id, input.images);
    return getProperty(tx, id);
  });
}

/** Archives a property that has cleaning events or a calendar feed (history stays); removes one that has neither. */
export async function deleteProperty(db: Db, id: number): Promise<{ id: number; outcome: 'deleted' | 'archived' }> {
  return db.transaction(async (tx) => {
    await loadProperty(tx, id);
    if (await q.propertyHasHistory(tx, id)) {
      await q.archiveProperty(tx, id);
      return { id, outcome: 'archived' as const };
    }
    await q.deletePropertyRow(tx, id);
    return { id, outcome: 'deleted' as const };
  });
}

/** A client's properties named in `names` (any case), not archived, oldest first, with the fields an import can set. */
export async function importableProperties(
  db: DbOrTx,
  clientId: number,
  names: string[],
): Promise<{ id: number; fields: Omit<PropertyInput, 'images' | 'client_id'> }[]> {
  return (await q.listPropertyRowsOfClientNamed(db, clientId, names)).map((row) => ({
    id: row.id,
    fields: importableFields(row),
  }));
}

function importableFields(row: q.PropertyRow): Omit<PropertyInput, 'images' | 'client_id'> {
  const {
    id: _id,
    client_id: _client,
    images: _images,
    ...fields
  } = toSupervisorView({ ...row, clientName: '', clientCurrency: 'USD', images: [] });
  return { ...fields, client_price: row.clientPrice };
}

/** Creates properties without photos (an import); the caller owns the transaction. Answers ids in order. */
export async function insertPropertiesWithoutPhotos(
  db: DbOrTx,
  inputs: Omit<PropertyInput, 'images'>[],
): Promise<number[]> {
  return q.insertPropertyRows(db, inputs.map(toRow));
}

/** Replaces the fields of existing properties, keeping their photos (an import); the caller owns the transaction. */
export async function replacePropertiesFields(
  db: DbOrTx,
  updates: { id: number; input: Omit<PropertyInput, 'images'> }[],
): Promise<void> {
  await q.replacePropertyRows(
    db,
    updates.map(({ id, input }) => ({ id, ...toRow(input) })),
  );
}

/** Importable fields of a property as stored (`importableProperties`), and the row to put back if its import is undone. */
export type LockedImportable = {
  fields: Omit<PropertyInput, 'images' | 'client_id'>;
  previous: Record<string, unknown>;
};

/** Of a client's properties, those of these ids not archived, locked until the transaction ends, by id. */
export async function lockImportableProperties(
  tx: DbOrTx,
  clientId: number,
  ids: number[],
): Promise<Map<number, LockedImportable>> {
  const rows = await q.lockPropertyRowsOfClient(tx, clientId, ids);
  return new Map(
    rows.map((row) => {
      const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, ...previous } = row;
      return [row.id, { fields: importableFields(row), previous }];
    }),
  );
}

/**
 * Puts back the fields of properties an undone import changed (`LockedImportable.previous`); one deleted
 * since stays deleted (the write would otherwise insert it again).
 */
export async function restorePropertiesFields(
  tx: DbOrTx,
  rows: { id: number; previous: Record<string, unknown> }[],
): Promise<void> {
  const alive = new Set(
    await q.existingPropertyIds(
      tx,
      rows.map((r) => r.id),
    ),
  );
  await q.replacePropertyRows(
    tx,
    rows.filter((r) => alive.has(r.id)).map((r) => ({ ...(r.previous as q.NewPropertyRow), id: r.id })),
  );
}

/** Takes back properties an undone import created (removed, or archived when something refers to them). */
export const removeImportedProperties = q.removeImportedProperties;

/** The body of `priceHistory`, cached per property until events or properties move. */
export function priceHistoryBody(db: Db, cache: ResponseCache, id: number): Promise<CachedBody> {
  return cache.answer(db, {
    key: `price-history:${id}`,
    reads: ['events'],
    schema: priceHistorySchema,
    load: () => priceHistory(db, id),
  });
}

/** Today's prices of a property and the prices its completed cleanings were fixed at (GET /houses/{id}/price-history). */
export async function priceHistory(db: Db, id: number): Promise<PriceHistory> {
  const property = await getProperty(db, id);
  const periods = await q.listPricePeriods(db, id);
  return {
    client_currency: property.client_currency,
    current: {
      client_price: property.client_price,
      worker_payment: property.worker_payment,
      supervisor_payment: property.supervisor_payment,
    },
    periods: periods.map((p) => ({
      client_price: Number(p.clientPrice),
      worker_payment: Number(p.workerPayment),
      supervisor_payment: Number(p.supervisorPayment),
      first_date: p.firstDate,
      last_date: p.lastDate,
      cleanings: Number(p.cleanings),
    })),
  };
}
