import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repo's documents stand on their own: the decision index lists every record, and every relative link of
// the README, the benchmarks' README and the decision records reaches a file of the repo.
const DECISIONS = 'docs/decisions';
const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));
const documents = ['README.md', 'bench/README.md', ...readdirSync(DECISIONS).map((name) => join(DECISIONS, name))];

const relativeLinks = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

describe('documents', () => {
  it('the decision index lists every record, once, in order', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^\| \[\d{4}\]\((\d{4}-[^)]+\.md)\)/gm)].map((match) => match[1] ?? '');
    expect(listed).toEqual([...records].sort());
  });

  it.each(documents)('every relative link of %s reaches a file of the repo', (file) => {
    const missing = relativeLinks(file).filter((target) => !existsSync(join(dirname(file), target)));
    expect(missing).toEqual([]);
  });
});
