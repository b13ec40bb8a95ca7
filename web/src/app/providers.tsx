import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationsOnDemand } from '../components/notifications-on-demand';
import i18n from '../lib/i18n';
import { phoneTargetsTheme } from './phone-targets';
import { theme } from './theme';

/** The theme with its phone-sized targets (decision 0034). */
const appTheme = mergeThemeOverrides(theme, phoneTargetsTheme);

/**
 * What every screen, the landing page too, needs around it: theme, notifications, translations.
 * The data cache comes with the screens that use it (lib/data-layer.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The theme's CSS variables are a stylesheet made at build time (themeVariablesCss). */}
      <MantineProvider theme={appTheme} withCssVariables={false} defaultColorScheme="light">
        <NotificationsOnDemand />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
