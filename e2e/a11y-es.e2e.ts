// Journey: every screen and its main dialogs pass axe-core's WCAG 2 A/AA rules at both widths, in Spanish (a11y.ts).
import { checkAccessibility } from './a11y';

checkAccessibility('es');
