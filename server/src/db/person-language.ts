import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@common/contracts/auth';
import { users } from './schema/accounts';

/**
 * The language a person reads what the server sends her (pushes, e-mails): the one she chose, else the one her
 * app last ran in (docs/decisions/0043-words-and-numbers.md). Null only for someone who never signed in since.
 */
export const personLanguage: SQL<Language | null> = sql<Language | null>`coalesce(${users.language}, ${users.appLanguage})`;
