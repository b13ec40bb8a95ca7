import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The modules form layers (docs/conventions.md "Who may import whom"): no module reaches, through any chain of
// imports, back to itself. import-x/no-cycle sees loops between files; this sees them between module folders,
// where two files each importing one of the other module's files make a loop no file-level rule reports. Every
// import of a module's own code counts, type-only ones too (a layer that needs another's types sits above it);
// tests do not (they may reach anything to set a scene up).
const MODULES = path.join(import.meta.dirname);

/** Every non-test TypeScript file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

/** Module -> the other modules it imports, each with one file that does it (`import ... from`, `export ... from`, `import()`). */
function moduleGraph(): Map<string, Map<string, string>> {
  const names = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map<string, Map<string, string>>(names.map((name) => [name, new Map()]));
  for (const name of names) {
    for (const file of sources(path.join(MODULES, name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: spec } of importedFiles) {
        if (!spec.startsWith('.')) continue;
        const [target] = path.relative(MODULES, path.resolve(path.dirname(file), spec)).split(path.sep);
        if (!target || target === '..' || target === name || !graph.has(target)) continue;
        graph.get(name)!.set(target, path.relative(MODULES, file));
      }
    }
  }
  return graph;
}

/** The loops of the graph: one per strongly connected group of modules, written `a -> b -> a` (with the files). */
function loops(graph: Map<string, Map<string, string>>): string[] {
  // Tarjan's strongly connected components.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)!.keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  // In each group, the shortest way from its first module back to itself, named edge by edge.
  return groups.map((group) => {
    const [start] = group as [string];
    const from = new Map<string, string>();
    const queue = [start];
    let end: string | undefined;
    while (queue.length > 0 && end === undefined) {
      const v = queue.shift()!;
      for (const w of graph.get(v)!.keys()) {
        if (!group.includes(w)) continue;
        if (w === start) {
          end = v;
          break;
        }
        if (!from.has(w)) {
          from.set(w, v);
          queue.push(w);
        }
      }
    }
    const chain = [start];
    for (let v = end!; v !== start; v = from.get(v)!) chain.splice(1, 0, v);
    chain.push(start);
    const edges = chain.slice(1).map((w, i) => `${chain[i]} -> ${w} (${graph.get(chain[i]!)!.get(w)})`);
    return `${chain.join(' -> ')} [modules in the loop: ${group.join(', ')}]: ${edges.join('; ')}`;
  });
}

describe('the server modules', () => {
  const graph = moduleGraph();

  it('import one another without a loop', () => {
    expect(loops(graph)).toEqual([]);
  });

  it('keep the event core below checklists, extras, push, payroll and invoices (they register on its lifecycle)', () => {
    const above = ['checklists', 'extras', 'push', 'payroll', 'invoices'];
    expect([...graph.get('events')!.keys()].filter((m) => above.includes(m))).toEqual([]);
  });

  it('are found by the walk (a sanity check of the graph itself)', () => {
    expect(graph.get('checklists')!.has('events')).toBe(true);
  });
});
