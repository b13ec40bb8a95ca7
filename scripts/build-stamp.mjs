// The web build's stamp (decision 0021): a hash of everything `vite build` reads from this repository,
// written into the build once it has succeeded. `npm start` (scripts/start.mjs) compares it with the
// sources and builds only when they differ. A hash, not modification times: a fresh clone or a copy
// has new times for every file, and an unchanged build is still one. Plain JavaScript, so that `npm start`
// runs without a TypeScript loader; its types are in build-stamp.d.mts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders the web app is built from, read whole but for their tests. */
const SOURCE_DIRS = ['web', 'common'];
/** Files of the root the build reads: its configuration and the dependencies' exact versions. */
const ROOT_FILES = ['vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const IS_TEST = /(^|\/)(test\/|[^/]+\.test\.tsx?$)/;
const LOCAL_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Where a build in `outDir` keeps its stamp: beside Vite's manifest, neither served nor precached. */
export const stampFile = (outDir) => path.join(outDir, '.vite', 'build-stamp.json');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : entry.isFile() ? [file] : [];
  });
}

/** The files outside web/ and common/ that vite.config.ts imports (its plugins in scripts/), transitively. */
/** @param {string} file @param {Set<string>} seen @returns {Set<string>} */
function configImports(file, seen = new Set()) {
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) {
    const target = path.resolve(path.dirname(file), spec);
    const relative = path.relative(ROOT, target);
    if (seen.has(target) || SOURCE_DIRS.some((dir) => relative.startsWith(`${dir}${path.sep}`))) continue;
    if (!existsSync(target)) continue;
    seen.add(target);
    configImports(target, seen);
  }
  return seen;
}

/** The build's inputs as paths relative to the repository, sorted. */
export function buildInputs(root = ROOT) {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))),
    ...ROOT_FILES.map((file) => path.join(root, file)),
    ...configImports(path.join(root, 'vite.config.ts')),
  ];
  return [...new Set(files.map((file) => path.relative(root, file).split(path.sep).join('/')))]
    .filter((file) => !IS_TEST.test(file) && existsSync(path.join(root, file)))
    .sort();
}

/** The hash of the build's inputs and of the VITE_* variables the build reads. */
export function buildInputsHash(root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  for (const file of buildInputs(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** The hash recorded by the build in `outDir`, or undefined when it has none (missing, failed or older build). */
export function readStamp(outDir) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(outDir), 'utf8'));
    return typeof stamp?.hash === 'string' && existsSync(path.join(outDir, 'index.html')) ? stamp.hash : undefined;
  } catch {
    return undefined;
  }
}

/** Why the build in `outDir` must be made again, or undefined when it matches the sources and `env`. */
export function staleBuild(outDir, env = process.env) {
  const built = readStamp(outDir);
  if (built === undefined) return 'missing';
  return built === buildInputsHash(ROOT, env) ? undefined : 'changed';
}

/**
 * The Vite plugin: hashes the inputs as the build starts, drops the stamp of the build it replaces,
 * and writes the new one after every other plugin has finished (prerendering, service worker), only
 * when the build succeeded. So `npm run build`, `vite build` and `npm start` all leave the same stamp.
 */
/** @returns {import('vite').Plugin} */
export function buildStamp() {
  let outDir = '';
  let hash = '';
  return {
    name: 'build-stamp',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      hash = buildInputsHash();
      rmSync(stampFile(outDir), { force: true });
    },
    closeBundle: {
      order: 'post',
      handler(error) {
        if (error) return;
        mkdirSync(path.dirname(stampFile(outDir)), { recursive: true });
        writeFileSync(stampFile(outDir), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
      },
    },
  };
}
