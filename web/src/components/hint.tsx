import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Tooltip and floating-ui are about 21 KB on the wire; her week's first screen uses them
// only for hints (the same-day flag, the month's locked arrows), so they come after it is drawn
// (bench:phone-week, docs/decisions/0033).
const Tooltip = lazy(() => import('./hint-tooltip').then((m) => ({ default: m.Tooltip })));

/** A Tooltip downloaded on first draw: until it is in, its child is drawn alone. */
export function Hint({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
