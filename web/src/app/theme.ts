import {
  convertCssVariables,
  createTheme,
  darken,
  deepMerge,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  luminance,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
} from '@mantine/core';

/** The look of the whole app: fresh teal, soft corners, the system font stack (no font CDN). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
});

/** WCAG 2 AA contrast for normal-size text. */
const AA = 4.5;

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `color`, darkened in small steps until text in it reads at AA contrast on `background`. */
export function readableOn(color: string, background: string): string {
  let result = color;
  for (let amount = 0.05; contrastRatio(result, background) < AA && amount < 1; amount += 0.05)
    result = darken(color, amount);
  return result;
}

/**
 * The light scheme's colour variables, made readable: Mantine's defaults put white
 * text on shade 7 (teal, green, orange and yellow fall below 4.5:1), shade-9 text on shade-1 tints
 * (yellow, orange, green below 4.5:1) and grey-6 muted text (`dimmed`, 3.3:1). Each colour's filled
 * background becomes the first shade from 7 up that carries white text at 4.5:1 (else shade 9
 * darkened until it does), its outline and text colour that shade darkened until it reads on grey 1
 * (and so on an outline button's faint hover tint), its tinted ("light") text colour is darkened until it
 * reads on its hover tint (shade 2, darker than the resting shade 1: a button under the mouse or the
 * finger keeps AA), muted text is grey 7 and links take the primary colour's text shade. Hues
 * stay; only their lightness changes.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors, primaryColor }) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders (gray-5 by default, 2.1:1 on white) readable at 4.6:1, still lighter than values.
    '--mantine-color-placeholder': '#6c757d',
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const filled =
      shades.slice(7).find((shade) => contrastRatio(shade, '#ffffff') >= AA) ?? readableOn(shades[9], '#ffffff');
    // Coloured text also sits on the app's grey-1 surfaces (striped rows, the page background),
    // as dark as an outline button's hover tint needs.
    const text = readableOn(filled, colors.gray[1]);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: text,
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9], shades[2]),
    });
  }
  light['--mantine-color-anchor'] = `var(--mantine-color-${primaryColor}-text)`;
  return { variables: {}, light, dark: {} };
};

/**
 * The stylesheet of the theme's CSS variables: what MantineProvider would write into a <style> on
 * every start (its variables for this theme, less those Mantine's own stylesheet already sets),
 * computed once at build time (scripts/theme-variables.ts) instead: on a phone that work took a
 * 70-140 ms task after the first paint. The app's provider therefore sets `withCssVariables={false}`.
 */
export function themeVariablesCss(): string {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const merged = deepMerge(
    defaultCssVariablesResolver(resolved),
    cssVariablesResolver(resolved),
  ) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scheme: keyof ConvertCSSVariablesInput) => {
    const before: Record<string, string> = defaults[scheme];
    return Object.fromEntries(Object.entries(merged[scheme]).filter(([name, value]) => before[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
