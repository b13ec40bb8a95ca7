// What "fits a phone" means for the journeys (decision 0034): no text cut in its box, no sideways
// scroll, and every control a target of at least 44 x 44 CSS px. Each check is one page.evaluate.
import type { Page } from 'playwright-core';

/** The smallest target, in CSS px, a staff-screen control may have on a phone (WCAG 2.5.5, decision 0034). */
export const MIN_TARGET = 44;

/**
 * The visible buttons, labels, headings, the phone header's title, tabs and badges whose text does not fit (wider than their box, or cut
 * with an ellipsis), inside `root` (a selector; the whole page without one).
 */
export function cutTexts(page: Page, root?: string): Promise<string[]> {
  return page.evaluate((root) => {
    const scope = root ? document.querySelector(root) : document;
    const selector =
      'button, label, h1, [data-testid="phone-header-title"], [role="tab"], .mantine-Badge-root, .mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label';
    const cut: string[] = [];
    for (const element of scope?.querySelectorAll<HTMLElement>(selector) ?? []) {
      const text = element.innerText.trim();
      if (!text || element.getClientRects().length === 0 || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const overflowing = element.scrollWidth > element.clientWidth + 1 && style.overflow !== 'visible';
      const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth;
      if (overflowing || ellipsis) cut.push(`${text} (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return [...new Set(cut)];
  }, root);
}

/** Whether the page scrolls sideways (wider than the window). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Controls allowed below 44 px, each with why (decision 0034). A selector matches the control
 * itself. Inline links inside a sentence are allowed by the rule itself (WCAG's "inline" exception).
 */
export const TARGET_EXCEPTIONS: { selector: string; why: string }[] = [
  {
    selector: '[role="region"][tabindex="0"]',
    why: 'a scrolling list takes the keyboard focus so that arrow keys scroll it; a finger scrolls it anywhere, it is no tap target',
  },
];

/**
 * Every visible control inside `root` (a selector; the whole page without one) whose target is
 * smaller than 44 x 44 CSS px, as "what (name) W x H". The target is the box a tap on which works the
 * control: the control's own box, joined with its labels' boxes for a checkbox, radio or switch (a
 * tap on the label toggles it; Mantine's SegmentedControl is radios drawn as their labels), or the
 * larger clickable box around it (a control inside a button or a link is that one's target).
 */
export function smallTargets(page: Page, root?: string): Promise<string[]> {
  return page.evaluate(
    ({ root, min, exceptions, stepper }) => {
      const scope = root ? document.querySelector(root) : document.body;
      const controls = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="combobox"]',
        '[tabindex]:not([tabindex="-1"])',
        stepper,
      ].join(', ');
      const shown = (element: Element) => {
        // A number field's step buttons are hidden from screen readers (its arrow keys step it) but a finger taps them.
        if (element.closest('[aria-hidden="true"], [inert]') && !element.matches(stepper)) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 || box.height > 0 ? getComputedStyle(element).visibility !== 'hidden' : false;
      };
      /** A link inside a sentence: inline, with other text in its parent. */
      const inlineInText = (element: HTMLElement) =>
        element.matches('a[href]') &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.innerText.trim().length ?? 0) > element.innerText.trim().length;
      const name = (element: HTMLElement) => {
        const labelled = element.getAttribute('aria-labelledby');
        const text =
          element.getAttribute('aria-label') ??
          (labelled ? document.getElementById(labelled)?.innerText : undefined) ??
          ((element as HTMLInputElement).labels?.[0]?.innerText || undefined) ??
          (element.innerText || undefined) ??
          element.getAttribute('title') ??
          element.getAttribute('placeholder') ??
          (element.matches(stepper) ? 'number step' : '');
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        const type = element.getAttribute('type');
        return `${role}${type ? `[${type}]` : ''} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      const small: string[] = [];
      for (const element of scope?.querySelectorAll<HTMLElement>(controls) ?? []) {
        if (!shown(element)) continue;
        if (exceptions.some((exception) => element.matches(exception))) continue;
        if (inlineInText(element)) continue;
        // Inside another control: the outer one is the target (measured on its own).
        if (element.parentElement?.closest(controls) && !element.matches('input, select, textarea')) continue;
        const boxes = [element.getBoundingClientRect()];
        if (element.matches('input[type="checkbox"], input[type="radio"]'))
          for (const label of (element as HTMLInputElement).labels ?? []) boxes.push(label.getBoundingClientRect());
        // A checkbox or radio's target joins its box and its labels', drawn side by side.
        const drawn = boxes.filter((box) => box.width > 0 && box.height > 0);
        const left = Math.min(...drawn.map((box) => box.left));
        const right = Math.max(...drawn.map((box) => box.right));
        const top = Math.min(...drawn.map((box) => box.top));
        const bottom = Math.max(...drawn.map((box) => box.bottom));
        let [width, height] = [right - left, bottom - top];
        // A field inside a larger clickable box is that box: a label around it, or the field Mantine
        // draws around an inner input (a password and its eye).
        const outer = element.parentElement?.closest<HTMLElement>('label, button, a[href], .mantine-Input-input');
        if (outer && shown(outer)) {
          const box = outer.getBoundingClientRect();
          [width, height] = [Math.max(width, box.width), Math.max(height, box.height)];
        }
        // Half a pixel of rounding (Mantine's rem sizes at 16 px) is not a smaller target.
        if (width < min - 0.5 || height < min - 0.5)
          small.push(`${name(element)} ${Math.round(width)}x${Math.round(height)}`);
      }
      return [...new Set(small)];
    },
    {
      root,
      min: MIN_TARGET,
      exceptions: TARGET_EXCEPTIONS.map((exception) => exception.selector),
      stepper: '.mantine-NumberInput-control',
    },
  );
}
