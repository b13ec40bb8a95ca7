/** Symbols a password may use for its symbol class. */
export const PASSWORD_SYMBOLS = '!@#$%^*()_+-=[]?';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters and include uppercase, lowercase, number & one of the following symbols: !@#$%^*()_+-=[]?';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** Checks the password policy: length, upper, lower, digit and one allowed symbol. */
export function isStrongPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  const has = (set: string) => [...password].some((ch) => set.includes(ch));
  return has(UPPER) && has(LOWER) && has(DIGITS) && has(PASSWORD_SYMBOLS);
}

/** A uniform random integer in [0, max) from the platform's crypto source (browser and Node). */
function randomBelow(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const value = buf[0] as number;
    if (value < limit) return value % max;
  }
}

/** Generates a policy-compliant password: one of each class, the rest from all, shuffled. */
export function generatePassword(length = PASSWORD_MIN_LENGTH): string {
  const all = UPPER + LOWER + DIGITS + PASSWORD_SYMBOLS;
  const pick = (set: string) => set[randomBelow(set.length)] as string;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_SYMBOLS)];
  while (chars.length < Math.max(length, chars.length)) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
