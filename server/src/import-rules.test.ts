import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of docs/conventions.md "Who may import whom" are eslint.config.js's: these run the real
// config on small texts placed where the rule applies, so a block that replaces another's rule list and drops one
// is caught here rather than by a reviewer. The texts are in no tsconfig, so they are linted without type information.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The messages of no-restricted-imports on `code` as if it were the file at `filePath`. */
async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const importsQueries = (spec: string) => `import { listThings } from '${spec}';\n\nexport const things = listThings;\n`;

describe('import rules', () => {
  it("refuses another module's queries in a module's queries", async () => {
    const messages = await restricted(importsQueries('../events/events.queries'), 'server/src/modules/x/x.queries.ts');
    expect(messages).toEqual([expect.stringContaining("Only a module's own service reads its queries")]);
  });

  it("refuses another module's queries in a service, and lets a module read its own", async () => {
    expect(
      await restricted(importsQueries('../events/events.queries'), 'server/src/modules/x/x.service.ts'),
    ).toHaveLength(1);
    expect(await restricted(importsQueries('./x.queries'), 'server/src/modules/x/x.service.ts')).toEqual([]);
    expect(await restricted(importsQueries('./other.queries'), 'server/src/modules/x/x.queries.ts')).toEqual([]);
  });
});
