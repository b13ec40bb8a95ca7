import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema/properties';

/** The one row of company times (migration 0019 inserts it); undefined only if someone removed it. */
export async function findCompanySettings(db: DbOrTx) {
  const [row] = await db
    .select({ checkOutTime: companySettings.checkOutTime, checkInTime: companySettings.checkInTime })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row;
}

/** Writes the company times into row 1, creating it if it is missing. */
export async function saveCompanySettings(db: DbOrTx, times: { checkOutTime: string; checkInTime: string }) {
  await db
    .insert(companySettings)
    .values({ id: 1, ...times })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...times, updatedAt: new Date() } });
}
