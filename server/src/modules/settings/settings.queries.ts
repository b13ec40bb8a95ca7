import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema/properties';

/** The one row of company times (migration 0019 inserts it); undefined only if someone removed it. */
export async function findCompanySettings(db: DbOrTx) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return row;
}

export type CompanySettingsPatch = Omit<Partial<typeof companySettings.$inferInsert>, 'id' | 'updatedAt'>;

/** Writes the given company settings into row 1, creating it if it is missing. */
export async function saveCompanySettings(db: DbOrTx, patch: CompanySettingsPatch) {
  await db
    .insert(companySettings)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...patch, updatedAt: new Date() } });
}
