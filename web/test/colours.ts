// Colours as the app's light scheme paints them, for web tests of contrast (jsdom computes no CSS variables).
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, cssVariablesResolver, theme } from '../src/app/theme';

const variables: Record<string, string | undefined> = cssVariablesResolver(
  mergeMantineTheme(DEFAULT_THEME, theme),
).light;

/** A `var(--mantine-color-…)` colour as the app resolves it: its readable override, else Mantine's shade. */
export function resolvedColour(color: string): string {
  const name = /^var\((--mantine-color-[\w-]+)\)$/.exec(color)?.[1] ?? '';
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(name);
  return variables[name] ?? (shade ? (DEFAULT_THEME.colors[shade[1]!]?.[Number(shade[2])] ?? color) : color);
}

/** The contrast of an element's own (inline, theme-set) text colour on `background`. */
export function textContrast(element: HTMLElement, background = '#ffffff'): number {
  return contrastRatio(resolvedColour(element.style.color), background);
}
