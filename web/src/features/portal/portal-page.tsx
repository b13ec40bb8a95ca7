import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { meQuery, useRememberLanguage } from '../../lib/resources/auth';
import { logout } from '../../lib/session';
import { PortalCleanings } from './portal-cleanings';
import { PortalDocuments } from './portal-documents';
import { PortalProblems } from './portal-problems';
import { PortalProperties } from './portal-properties';

const TABS = ['cleanings', 'properties', 'problems', 'documents', 'account'] as const;
type Tab = (typeof TABS)[number];

/**
 * /portal (decision 0039): a client's person follows their properties' cleanings (with the
 * proof of each completed one), the properties and their calendar feeds' health, problems found, and their
 * reports and invoices; phone first, in their language. The tab is kept in the address (?tab=). `account` is
 * their password's card (the settings feature's, composed by app/router).
 */
export function PortalPage({ account }: { account: ReactNode }) {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  const remember = useRememberLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'cleanings';

  const panels: Record<Tab, ReactNode> = {
    cleanings: <PortalCleanings />,
    properties: <PortalProperties />,
    problems: <PortalProblems />,
    documents: <PortalDocuments />,
    account,
  };

  const signOut = () => void logout(queryClient).then(() => navigate('/', { replace: true }));

  return (
    <Container size="md" px="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('portal.kicker')}
            </Text>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {me.data?.client?.name ?? t('portal.title')}
            </Title>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher onChange={(language) => remember.mutate({ language })} />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={signOut}
              aria-label={t('portal.signOut')}
            >
              <Text span size="xs" visibleFrom="xs">
                {t('portal.signOut')}
              </Text>
            </Button>
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(next) => setParams(next && next !== 'cleanings' ? { tab: next } : {}, { replace: true })}
          keepMounted={false}
        >
          {/* On a phone the five tabs wrap onto two rows: every one stays in sight. */}
          <Tabs.List>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name} px="sm">
                {t(`portal.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((name) => (
            <Tabs.Panel key={name} value={name} pt="md">
              {panels[name]}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
