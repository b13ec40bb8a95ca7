// Types of build-stamp.mjs (plain JavaScript so that `npm start` needs no TypeScript loader).
import type { Plugin } from 'vite';

/** Where a build in `outDir` keeps its stamp: beside Vite's manifest, neither served nor precached. */
export declare const stampFile: (outDir: string) => string;
/** The build's inputs as paths relative to the repository, sorted. */
export declare function buildInputs(root?: string): string[];
/** The hash of the build's inputs and of the VITE_* variables the build reads. */
export declare function buildInputsHash(root?: string, env?: NodeJS.ProcessEnv): string;
/** The hash recorded by the build in `outDir`, or undefined when it has none (missing, failed or older build). */
export declare function readStamp(outDir: string): string | undefined;
/** Why the build in `outDir` must be made again, or undefined when it matches the sources and `env`. */
export declare function staleBuild(outDir: string, env?: NodeJS.ProcessEnv): 'missing' | 'changed' | undefined;
/** The Vite plugin that writes the stamp of a finished build. */
export declare function buildStamp(): Plugin;
