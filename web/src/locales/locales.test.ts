import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read from disk: the imported modules are the very objects i18next merges the app's strings into.
const read = (file: string): Tree => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Tree;

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation file as 'a.b.c' (plural suffixes kept: each language needs its own). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['shell (locales/en.json, es.json)', read('./en.json'), read('./es.json')],
  ['staff app (locales/app/en.json, es.json)', read('./app/en.json'), read('./app/es.json')],
])('%s', (_, english, spanish) => {
  const enLeaves = leaves(english);
  const esLeaves = leaves(spanish);
  it('has the same keys in English and Spanish', () => {
    expect(
      [...esLeaves.keys()].filter((k) => !enLeaves.has(k)),
      'only in Spanish',
    ).toEqual([]);
    expect(
      [...enLeaves.keys()].filter((k) => !esLeaves.has(k)),
      'only in English',
    ).toEqual([]);
  });

  it('has no empty text and the same {{placeholders}} in both', () => {
    for (const [key, text] of enLeaves) {
      expect(text.trim(), `en ${key}`).not.toBe('');
      const other = esLeaves.get(key);
      if (other === undefined) continue;
      expect(other.trim(), `es ${key}`).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });
});

// docs/glossary-es.md: the app speaks in tú, never usted. These are usted's commands and possessives the app once
// used ("Agregue una sección", "Su foto"); tú's are "Agrega", "Tu foto".
const USTED =
  /\b(usted|ustedes|Agregue|Guarde|Déjel[ao]|Elija|Escriba|Ingrese|Seleccione|Revise|Intente|Inicie|Tome|Marque|Termine|termine|Confirme|Espere|Vuelva|Pulse|Toque|Cambie|Abra|Elimine|Quite|Suba|Envíe|Su foto|sus cambios)\b/;

describe.each([
  ['locales/es.json', read('./es.json')],
  ['locales/app/es.json', read('./app/es.json')],
])('%s', (_, spanish) => {
  it('speaks to the reader in tú, not usted', () => {
    const usted = [...leaves(spanish)].filter(([, text]) => USTED.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(usted).toEqual([]);
  });
});
