import { useEffect, useRef } from 'react';

// The phone's back button closes the newest open dialog before it leaves the page: each open dialog
// has a history entry of its own (same address) that Back takes away. A dialog closed another way
// (its button, Escape, a choice) takes its entry back with history.back(); an entry wanted while
// such a step back is under way is pushed once it has happened, so the two never cross.

type Entry = { id: string; close: () => void };

/** Dialogs with an entry in the history (or waiting for one), oldest first. */
const open: Entry[] = [];
/** Dialogs waiting for our steps back to finish before they push their entry. */
const waiting: Entry[] = [];
/** history.back() calls we made whose popstate has not come yet. */
let stepsBack = 0;
let listening = false;

function pushEntry(entry: Entry): void {
  window.history.pushState({ ...(window.history.state as object | null), dialog: entry.id }, '');
}

function onPopState(): void {
  if (stepsBack > 0) {
    stepsBack -= 1;
    if (stepsBack === 0) waiting.splice(0).forEach(pushEntry);
    return;
  }
  // The visitor pressed Back: the newest dialog closes, the page stays.
  open.pop()?.close();
}

/** Closes the dialog with the phone's (or browser's) Back while `opened`; used by the shared modals. */
export function useCloseOnBack(opened: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!opened) return;
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    const entry: Entry = { id: Math.random().toString(36).slice(2), close: () => close.current() };
    open.push(entry);
    if (stepsBack > 0) waiting.push(entry);
    else pushEntry(entry);
    return () => {
      const index = open.indexOf(entry);
      if (index === -1) return; // Closed by Back: its entry is gone already.
      open.splice(index, 1);
      const queued = waiting.indexOf(entry);
      if (queued !== -1) waiting.splice(queued, 1);
      // Closed another way: take its entry back, unless the app has moved on to another address.
      else if ((window.history.state as { dialog?: string } | null)?.dialog === entry.id) {
        stepsBack += 1;
        window.history.back();
      }
    };
  }, [opened]);
}
