// Journey: every screen and dialog passes axe-core's WCAG 2 A/AA rules in Spanish (e2e/a11y.ts).
import { checkAccessibility } from './a11y';

checkAccessibility('es');
