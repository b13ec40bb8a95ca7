import { Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@common/domain/policy';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PageHeader } from '../../components/page-header';
import { meQuery, useRememberLanguage } from '../../lib/resources/auth';
import { getRole } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { CompanyTimesSection } from './company-times-form';
import { CompanyIdentitySection } from './company-identity-form';
import { InvoiceHeaderSection } from './invoice-header-form';
import { NotificationsSection } from './notifications-section';

/** One's own password in a card of its own: Settings, and the owners' portal's Account tab (app/ composes it there). */
export function PasswordSection() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" maw={560}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('settings.passwordTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.passwordHint')}
        </Text>
        <ChangePasswordForm
          onChanged={() => notifications.show({ color: 'teal', message: t('settings.passwordChanged') })}
        />
      </Stack>
    </Paper>
  );
}

/**
 * /settings, for everyone signed in: their own password (live policy check), the app's language and
 * notifications (this device, what they are told, quiet hours);
 * for admins also the company's check-out and check-in times and the invoice header.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const remember = useRememberLanguage();
  // Her saved choice, none until she makes one (docs/decisions/0043-words-and-numbers.md).
  const me = useQuery(meQuery());
  const appLanguage = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const isAdmin = can(getRole(), 'company.manage');

  return (
    <Stack gap="lg" maw={560}>
      <PageHeader
        title={t('settings.title')}
        description={t(isAdmin ? 'settings.descriptionAdmin' : 'settings.description')}
      />
      <PasswordSection />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.languageTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.languageHint')}
          </Text>
          {me.data && !me.data.language && (
            <Text size="sm">{t('settings.languageNotChosen', { language: t(`language.${appLanguage}Name`) })}</Text>
          )}
          <LanguageSwitcher
            size="sm"
            chosen={me.data ? (me.data.language ?? null) : undefined}
            onChange={(language) => remember.mutate({ language })}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <NotificationsSection />
      </Paper>
      {isAdmin && (
        <Paper withBorder radius="lg" p="lg">
          <CompanyIdentitySection />
        </Paper>
      )}
      {isAdmin && (
        <Paper withBorder radius="lg" p="lg">
          <CompanyTimesSection />
        </Paper>
      )}
      {isAdmin && (
        <Paper withBorder radius="lg" p="lg">
          <InvoiceHeaderSection />
        </Paper>
      )}
    </Stack>
  );
}
