import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repo's documents stand on their own: the decision index lists every record, every relative link of
// the README, the benchmarks' README and the decision records reaches a file of the repo, and no code or
// document cites something a clone does not hold (an outside decisions file, a product spec's section, an
// outside tracker's issue number, a sibling checkout).
const DECISIONS = 'docs/decisions';
const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));
const documents = ['README.md', 'bench/README.md', ...readdirSync(DECISIONS).map((name) => join(DECISIONS, name))];

const relativeLinks = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

// Every file of the repo (tracked, or new and not ignored), but the lock file and the migrations' SQL, which
// stays as it was applied.
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && file !== 'package-lock.json' && !/^server\/src\/db\/migrations\/.*\.sql$/.test(file))
  .filter((file) => existsSync(file));

// What a reference to a missing document looks like. `foo.spec.ts` and "decisions 0036 and 0049" are not.
const outsideReferences: [string, RegExp][] = [
  ['an outside decisions file', /decisions\.md/i],
  ['a section of an outside decisions file', /\bdecisions [1-9]\b/i],
  ['a sibling checkout', /\.\.\/shared\b/],
  ["a product spec's section", /\bspec \d/i],
  ["an outside tracker's issue", /\bissues? #?\d/i],
];

const outsideReferencesIn = (file: string) => {
  const bytes = readFileSync(file);
  if (bytes.includes(0)) return []; // images, spreadsheets, archives
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) =>
      outsideReferences
        .filter(([, pattern]) => pattern.test(line))
        .map(([kind]) => `${file}:${index + 1}: ${kind}: ${line.trim()}`),
    );
};

describe('documents', () => {
  it('no file cites a document a clone does not hold', () => {
    expect(repoFiles.length).toBeGreaterThan(100);
    expect(repoFiles.flatMap(outsideReferencesIn)).toEqual([]);
  });

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
