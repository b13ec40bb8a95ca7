// jsdom lacks a few browser APIs that Mantine relies on; the app's i18n starts in English.
//
// The files of a worker share the libraries they import (vitest.config.ts, `isolate: false`: React, Mantine and
// the rest are imported once per worker), but each file starts from fresh modules of the app itself, as a page
// load would: the session, the language and the phone's outbox live in them.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, vi } from 'vitest';

vi.resetModules();
const { loadAppTranslations } = await import('../src/lib/i18n');

// How long findBy/waitFor keep looking before failing (Testing Library's default is 1 s). They return as
// soon as what they wait for appears, so this bounds only a failing test. It waits for a real HTTP answer
// from the fake API, then React and Mantine rendering in jsdom, and for a screen's lazy chunk that Vitest
// compiles on first use: on the 2-core CI machine shared with other jobs (load 6-12) that took 2-5 s where
// 1 s made tests fail. One limit for every web test, instead of a raised timeout at each call.
configure({ asyncUtilTimeout: 10_000 });

// Every screen's strings, as the app layout loads them in the browser.
await loadAppTranslations();

/** Whether a width query ('(min-width: 48em)', '(max-width: 600px)') holds at jsdom's window width (1024 px). */
function widthMatches(query: string): boolean {
  const found = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  if (!found) return false;
  const px = Number(found[2]) * (found[3] === 'em' ? 16 : 1);
  return found[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverShim;

// The photo carousel (Embla) watches which slides are in view.
class IntersectionObserverShim extends ResizeObserverShim {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver ??= IntersectionObserverShim as unknown as typeof IntersectionObserver;

// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom's FormData is not Node's, and Node's fetch never finishes sending one (the phone's outbox posts
// its photos with fetch): a form is handed over as Node's own, with the same fields and files.
// Node's own fetch, kept once per worker: the globals outlive a file, so a later file must not wrap the wrapper.
const NODE_FETCH = Symbol.for('turnover.nodeFetch');
const nodeFetch = ((globalThis as unknown as Record<symbol, typeof fetch>)[NODE_FETCH] ??= globalThis.fetch);
const NodeFormData = (
  await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
globalThis.fetch = async (input, init) => {
  const body: unknown = init?.body;
  if (!(body instanceof FormData) || Object.getPrototypeOf(body) === NodeFormData.prototype) {
    return nodeFetch(input, init);
  }
  const form = new NodeFormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new NodeBlob([await readBlob(value)], { type: value.type }) as Blob, value.name);
  }
  return nodeFetch(input, { ...init, body: form });
};

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
