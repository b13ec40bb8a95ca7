import { DEFAULT_THEME, MantineProvider, alpha, mergeMantineTheme } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme, themeVariablesCss } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;
const colours = Object.entries(resolved.colors).filter(([name]) => name !== 'dark');

/** An `rgba(...)` colour laid over white, as the eye sees it; other colours pass unchanged. */
function overWhite(color: string): string {
  const match = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!match) return color;
  const [r, g, b, a] = match.slice(1).map(Number) as [number, number, number, number];
  const channel = (value: number) =>
    Math.round(value * a + 255 * (1 - a))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

// Backgrounds Mantine 9 keeps for the light scheme (get-css-color-variables.mjs): the light variant
// rests on shade 1 and hovers on shade 2; the outline variant hovers on its shade 7 at 5 %.
describe.each(colours)('the %s colour in the light scheme', (name, shades) => {
  const variable = (suffix: string): string => {
    const value = light[`--mantine-color-${name}-${suffix}`];
    if (value === undefined) throw new Error(`--mantine-color-${name}-${suffix} is not set`);
    return value;
  };

  it('carries white text at AA on its filled background, resting and hovered', () => {
    expect(contrastRatio('#ffffff', variable('filled'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', variable('filled-hover'))).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at AA as light-variant text on its tint, resting and hovered', () => {
    expect(contrastRatio(variable('light-color'), shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('light-color'), shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at AA as outline and text colour on white, grey 1 and its outline hover', () => {
    expect(contrastRatio(variable('outline'), overWhite(alpha(shades[7], 0.05)))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('text'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('text'), resolved.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themeVariablesCss', () => {
  it('is the stylesheet MantineProvider writes for the theme when it computes the variables itself', () => {
    const html = renderToString(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />);
    const written = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
    expect(written).toContain('--mantine-color-teal-light-color');
    expect(themeVariablesCss()).toBe(written);
  });
});
