import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
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
      <ThemeInLanguage>{children}</ThemeInLanguage>
    </I18nextProvider>
  );
}

/** The theme, with the words it gives components in the interface language (a notification's close button). */
function ThemeInLanguage({ children }: { children: ReactNode }) {
  // `t` is a new function when the language changes: the theme follows it.
  const { t } = useTranslation();
  const themed = useMemo(
    () =>
      mergeThemeOverrides(appTheme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } } },
      }),
    [t],
  );
  return (
    // The theme's CSS variables are a stylesheet made at build time (themeVariablesCss).
    <MantineProvider theme={themed} withCssVariables={false} defaultColorScheme="light">
      <NotificationsOnDemand />
      {children}
    </MantineProvider>
  );
}
