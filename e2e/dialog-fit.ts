// The checks of an open dialog at a phone's width (phone-fit.e2e.ts, and the journeys that open a dialog of
// their own): settled, then no control under 44 px, no cut label, no serious or critical axe violation.
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './a11y';
import { cutTexts, smallTargets } from './fit';

/** The dialog `settleDialog` marked. */
export const OPEN_DIALOG = '[data-fit-dialog]';
export const DIALOG = '[role="dialog"]';
export const LIST = '[role="listbox"]';

/**
 * Waits until the newest dialog (or open list) is in, settled (no transition running) and loaded, and
 * marks it for the checks.
 */
export async function settleDialog(page: Page, selector = DIALOG): Promise<void> {
  // Mantine keeps some closed lists in the page, hidden: only a shown one counts.
  await page.locator(`${selector}:visible`).last().waitFor();
  await page.waitForFunction((selector) => {
    const dialog = [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility()).at(-1);
    if (!dialog || dialog.querySelector('.mantine-Skeleton-root, .mantine-Loader-root')) return false;
    // Mantine's transitions: the dialog and what holds it fully shown and no longer moving.
    const moving = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    for (let element: Element | null = dialog; element; element = element.parentElement)
      if (getComputedStyle(element).opacity !== '1') return false;
    if (moving) return false;
    document.querySelectorAll('[data-fit-dialog]').forEach((element) => element.removeAttribute('data-fit-dialog'));
    dialog.setAttribute('data-fit-dialog', '');
    return true;
  }, selector);
}

/** What does not fit inside `root` (the screen, or its open dialog), one line each. */
export async function misfits(page: Page, root?: string): Promise<string[]> {
  const [targets, cut, violations] = await Promise.all([
    smallTargets(page, root),
    cutTexts(page, root),
    seriousViolations(page, root),
  ]);
  return [
    ...targets.map((target) => `smaller than 44 px: ${target}`),
    ...cut.map((text) => `cut: ${text}`),
    ...describeViolations(violations)
      .split('\n')
      .filter(Boolean)
      .map((line) => `axe: ${line}`),
  ];
}

/** Settles the newest dialog and answers what in it does not fit the phone (none: []). */
export async function dialogMisfits(page: Page): Promise<string[]> {
  await settleDialog(page);
  return misfits(page, OPEN_DIALOG);
}
