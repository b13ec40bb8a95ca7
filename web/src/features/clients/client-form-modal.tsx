import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { createClientInput, type Client, type CreateClientInput } from '@common/contracts/clients';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useSaveClient } from './api';

interface ClientFormModalProps {
  /** The client to edit; undefined to register a new one. */
  client?: Client;
  onClose: () => void;
}

/** Register / edit a client: name required, e-mail and phone optional but well-formed (spec 5). */
export function ClientFormModal({ client, onClose }: ClientFormModalProps) {
  const { t } = useTranslation();
  const mutation = useSaveClient();
  const form = useForm<CreateClientInput>({
    mode: 'uncontrolled',
    initialValues: { name: client?.name ?? '', email: client?.email ?? '', phone: client?.phone ?? '' },
    validate: zod4Resolver(createClientInput),
    transformValues: (values) => createClientInput.parse(values),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate({ id: client?.id, values }, { onSuccess: onClose });
  });

  const field = (name: keyof CreateClientInput) => ({
    ...form.getInputProps(name),
    error: fieldError('clients', form.errors[name]),
    label: t(`clients.${name}`),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(client ? 'clients.editTitle' : 'clients.newTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput key={form.key('name')} {...field('name')} required data-autofocus />
          <TextInput key={form.key('email')} {...field('email')} type="email" />
          <TextInput key={form.key('phone')} {...field('phone')} type="tel" />
          {mutation.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorText(mutation.error, t('clients.saveError'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t(client ? 'clients.save' : 'clients.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
