import { UnsecuredJWT } from 'jose';

interface TokenOptions {
  role?: string;
  name?: string;
  /** Seconds from now until expiry; negative for an expired token. */
  expiresIn?: number;
}

/** Builds a token shaped like the server's (sub, role, name, exp); the web app never verifies it. */
export function makeToken({ role = 'admin', name = 'Ana Admin', expiresIn = 3600 }: TokenOptions = {}): string {
  return new UnsecuredJWT({ role, name })
    .setSubject('1')
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .encode();
}
