import { generatePassword, isStrongPassword, PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { adminExists } from './accounts.queries';
import { registerUser } from './accounts.service';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * Creates the first admin when none exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password printed once to the log. Throws (stopping the start) on a password that fails the policy.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: { adminEmail: string | undefined; adminPassword: string | undefined },
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  if (await adminExists(db)) return;
  if (env.adminPassword !== undefined && !isStrongPassword(env.adminPassword)) {
    throw new Error(`ADMIN_PASSWORD is too weak. ${PASSWORD_POLICY_MESSAGE}`);
  }
  if (env.adminPassword !== undefined && isCommonPassword(env.adminPassword))
    throw new Error(`ADMIN_PASSWORD is too weak. ${COMMON_PASSWORD_MESSAGE}`);
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = env.adminPassword ?? generatePassword(16);
  // A generated password was printed to the log: its owner must replace it at the first sign-in.
  await registerUser(
    db,
    { name: 'Administrator', email, password, role: 'admin' },
    { mustChangePassword: env.adminPassword === undefined },
  );
  if (env.adminPassword) {
    log.info('First admin created from ADMIN_EMAIL/ADMIN_PASSWORD');
  } else {
    // The README ("First sign-in") tells admins to look for this one line: the only way to learn the generated
    // password.
    log.warn(
      `First admin created. Sign in as ${email} with password ${password} and change it; it is not shown again.`,
    );
  }
}
