import type { Plugin } from 'vite';
import { themeVariablesCss } from '../web/src/app/theme.ts';

const ID = 'virtual:theme-variables.css';

/**
 * `import 'virtual:theme-variables.css'`: the theme's CSS variables (web/src/app/theme.ts,
 * themeVariablesCss), computed when the app is built rather than by MantineProvider on every start.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === ID ? ID : undefined),
    load: (id) => (id === ID ? themeVariablesCss() : undefined),
  };
}
