import type { CompanySettings } from '@common/contracts/capacity';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '@common/domain/capacity';
import type { Db, DbOrTx } from '../../db/client';
import * as q from './settings.queries';

/** The company's check-out and check-in times, used by every property that sets none (decisions.md 7). */
export async function companySettings(db: DbOrTx): Promise<CompanySettings> {
  const row = await q.findCompanySettings(db);
  return {
    check_out_time: row?.checkOutTime ?? DEFAULT_CHECK_OUT_TIME,
    check_in_time: row?.checkInTime ?? DEFAULT_CHECK_IN_TIME,
  };
}

/** Replaces the company times; the windows of every property without its own times follow at once. */
export async function updateCompanySettings(db: Db, input: CompanySettings): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    await q.saveCompanySettings(tx, { checkOutTime: input.check_out_time, checkInTime: input.check_in_time });
    return companySettings(tx);
  });
}
