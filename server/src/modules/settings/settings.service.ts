import type { CompanySettings, CompanySettingsInput } from '@common/contracts/capacity';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '@common/domain/capacity';
import type { Db, DbOrTx } from '../../db/client';
import * as q from './settings.queries';

/** The company's check-out and check-in times, used by every property that sets none (decisions.md 7). */
export async function companySettings(db: DbOrTx): Promise<CompanySettings> {
  const row = await q.findCompanySettings(db);
  return {
    check_out_time: row?.checkOutTime ?? DEFAULT_CHECK_OUT_TIME,
    check_in_time: row?.checkInTime ?? DEFAULT_CHECK_IN_TIME,
    legal_name: row?.legalName ?? '',
    tax_id: row?.taxId ?? '',
    address: row?.address ?? '',
    cabys_cleaning: row?.cabysCleaning ?? '',
    cabys_extra: row?.cabysExtra ?? '',
  };
}

/** Replaces the company times and the invoice header fields given; the windows of every property without its own times follow at once. */
export async function updateCompanySettings(db: Db, input: CompanySettingsInput): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    await q.saveCompanySettings(tx, {
      checkOutTime: input.check_out_time,
      checkInTime: input.check_in_time,
      ...(input.legal_name !== undefined && { legalName: input.legal_name }),
      ...(input.tax_id !== undefined && { taxId: input.tax_id }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.cabys_cleaning !== undefined && { cabysCleaning: input.cabys_cleaning }),
      ...(input.cabys_extra !== undefined && { cabysExtra: input.cabys_extra }),
    });
    return companySettings(tx);
  });
}
