import { sql } from 'drizzle-orm';
import { companySettings, properties } from './schema/properties';

/**
 * A property's check-out and check-in times (else the company's, else 11:00 and 15:00) and its rooms, for a
 * cleaning's window and estimate: a selection over `properties` (join it), shared by the events' and the portal's
 * queries.
 */
export const timingSelection = {
  checkOutTime: sql<string>`coalesce(${properties.checkOutTime}, (select ${companySettings.checkOutTime} from ${companySettings} limit 1), '11:00')`,
  checkInTime: sql<string>`coalesce(${properties.checkInTime}, (select ${companySettings.checkInTime} from ${companySettings} limit 1), '15:00')`,
  cleaningMinutes: properties.cleaningMinutes,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
};
