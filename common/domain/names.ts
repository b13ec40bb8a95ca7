/**
 * How a client's people read a housekeeper: her first name only (the portal and the client report PDF,
 * decision docs/decisions/0039-owners-portal.md); null stays null.
 */
export function firstName(name: string | null): string | null {
  if (name === null) return null;
  return name.trim().split(/\s+/)[0] || null;
}
