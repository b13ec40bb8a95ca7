import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Who may do what is decided in one place, common/domain/policy.ts (docs/decisions/0053-one-policy.md): no service,
// screen, router or resource compares the acting user's role itself.
const ROOT = join(import.meta.dirname, '../..');
const ACTOR_ROLE_CHECKS = [
  { where: 'server/src', pattern: /\bwho\.role\s*[!=]==/ },
  { where: 'web/src', pattern: /\bgetRole\(\)\s*[!=]==/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe('one policy', () => {
  it('is the only place that compares the acting user’s role', () => {
    const found: string[] = [];
    for (const { where, pattern } of ACTOR_ROLE_CHECKS)
      for (const file of sourceFiles(where))
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
          });
    expect(found).toEqual([]);
  });
});
