import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventExtrasTools } from '../lib/event-extras';
import { ErrorAlert } from './error-alert';
import { ExtraAddForm } from './extra-add-form';
import { ExtraItem } from './extra-item';

/**
 * The Extras tab of the event details (office): the cleaning's extras with their amounts and status,
 * Add, and Approve / Refuse / Correct / Delete on each; once the cleaning is completed, Correct and Delete only.
 */
export function EventExtrasTab({ tools }: { tools: EventExtrasTools }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const { show } = tools;
  useEffect(show, [show]);
  if (tools.loading)
    return (
      <Center py="md">
        <Loader type="dots" aria-label={t('extras.title')} />
      </Center>
    );
  return (
    <Stack gap="sm" data-testid="event-extras">
      {tools.error && <ErrorAlert message={t('extras.loadError', { message: tools.error.message })} />}
      {tools.frozen && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('extras.frozen')}
        </Alert>
      )}
      {tools.extras?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('extras.empty')}
        </Text>
      )}
      {tools.extras?.map((extra) => (
        <ExtraItem
          key={extra.id}
          extra={extra}
          currency={tools.currency}
          frozen={tools.frozen}
          onApprove={(input) => tools.approve(extra, input)}
          onRefuse={(reason) => tools.refuse(extra, reason)}
          onRemove={() => tools.remove(extra)}
          onCorrect={(input) => tools.correct(extra, input)}
        />
      ))}
      {!tools.frozen &&
        (adding ? (
          <ExtraAddForm currency={tools.currency} onAdd={tools.add} onClose={() => setAdding(false)} />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('extras.add')}
          </Button>
        ))}
    </Stack>
  );
}
