import type { CompanySettings, CompanySettingsInput } from '@common/contracts/capacity';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '@common/domain/capacity';
import { DEFAULT_COMPANY_NAME } from '@common/domain/company';
import { DEFAULT_EXTRA_LIMITS } from '@common/domain/extra-limit';
import type { Db, DbOrTx } from '../../db/client';
import * as q from './settings.queries';

/** The company's check-out and check-in times, used by every property that sets none (decision 0035). */
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
    ...identityOf(row),
    extra_limit_crc: row?.extraLimitCrc ?? DEFAULT_EXTRA_LIMITS.CRC,
    extra_limit_usd: row?.extraLimitUsd ?? DEFAULT_EXTRA_LIMITS.USD,
  };
}

/** The company's identity as every mail, PDF, push, the manifest and the public pages show it (docs/decisions/0048). */
export type CompanyIdentity = Pick<
  CompanySettings,
  'company_name' | 'company_phone' | 'company_email' | 'company_address' | 'bank_details' | 'sinpe_phone'
>;

function identityOf(row: Awaited<ReturnType<typeof q.findCompanySettings>>): CompanyIdentity {
  return {
    company_name: row?.companyName || DEFAULT_COMPANY_NAME,
    company_phone: row?.companyPhone ?? '',
    company_email: row?.companyEmail ?? '',
    company_address: row?.companyAddress ?? '',
    bank_details: row?.bankDetails ?? '',
    sinpe_phone: row?.sinpePhone ?? '',
  };
}

/**
 * The company's name and contacts, read from Settings at each use, so a rename shows in the next mail,
 * PDF, push or page without a rebuild or a restart. Every writer calls this one function.
 */
export async function companyIdentity(db: DbOrTx): Promise<CompanyIdentity> {
  return identityOf(await q.findCompanySettings(db));
}

/** The environment's first-start values of the identity (COMPANY_NAME, COMPANY_PHONE, COMPANY_EMAIL). */
export type IdentityDefaults = { companyName?: string; companyPhone?: string; companyEmail?: string };

/**
 * At each start: writes the environment's values into the identity fields never set (null), so they are a
 * first start's defaults; a name set in Settings is never overwritten by the environment.
 */
export async function ensureCompanyIdentity(db: DbOrTx, defaults: IdentityDefaults): Promise<void> {
  const row = await q.findCompanySettings(db);
  const patch = {
    ...(row?.companyName == null && defaults.companyName && { companyName: defaults.companyName }),
    ...(row?.companyPhone == null && defaults.companyPhone && { companyPhone: defaults.companyPhone }),
    ...(row?.companyEmail == null && defaults.companyEmail && { companyEmail: defaults.companyEmail }),
  };
  if (Object.keys(patch).length > 0) await q.saveCompanySettings(db, patch);
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
      ...(input.company_name !== undefined && { companyName: input.company_name }),
      ...(input.company_phone !== undefined && { companyPhone: input.company_phone }),
      ...(input.company_email !== undefined && { companyEmail: input.company_email }),
      ...(input.company_address !== undefined && { companyAddress: input.company_address }),
      ...(input.bank_details !== undefined && { bankDetails: input.bank_details }),
      ...(input.sinpe_phone !== undefined && { sinpePhone: input.sinpe_phone }),
      ...(input.extra_limit_crc !== undefined && { extraLimitCrc: input.extra_limit_crc }),
      ...(input.extra_limit_usd !== undefined && { extraLimitUsd: input.extra_limit_usd }),
    });
    return companySettings(tx);
  });
}
