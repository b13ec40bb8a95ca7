// The API app the in-process benchmarks measure: no web build, no mail, a fresh signing key.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';

/** The app on `database`, keeping its files in `dataDir`; `icalAllowPrivateHosts` lets feeds come from loopback. */
export function benchApp(database: Database, dataDir: string, { icalAllowPrivateHosts = false } = {}) {
  return buildApp({
    db: database.db,
    dbKind: database.kind,
    config: {
      jwtTtlSeconds: 3600,
      webDir: undefined,
      dataDir,
      cloudinaryUrl: undefined,
      publicUrl: undefined,
      companyEmail: undefined,
      icalAllowPrivateHosts,
    },
    jwtSecret: randomBytes(32),
  });
}
