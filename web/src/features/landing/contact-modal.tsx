import { Alert, Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactMessageInput, type ContactMessageInput } from '@common/contracts/email';
import { WithData } from '../../lib/data-layer';
import { fixableDetail } from '../../lib/error-text';
import { useSchemaForm } from '../../lib/form';
import { translateValidation } from '../../lib/i18n';
import { useSendContactMessage } from '../../lib/resources/email';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

interface ContactModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The 'Contact Us' form, with the data layer it sends through (not in the landing page's bundle). */
export function ContactModal(props: ContactModalProps) {
  return (
    <WithData>
      <ContactForm {...props} />
    </WithData>
  );
}

/** Validates, sends, shows success or the error. */
function ContactForm({ opened, onClose }: ContactModalProps) {
  const { t } = useTranslation();
  const mutation = useSendContactMessage();
  const form = useSchemaForm(contactMessageInput, EMPTY);

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(values, { onSuccess: () => form.reset() });
  });

  const handleClose = () => {
    mutation.reset();
    form.clearErrors();
    onClose();
  };

  const field = (name: keyof ContactMessageInput) => ({
    ...form.getInputProps(name),
    error: translateValidation(form.errors[name]),
    label: t(`contact.${name}`),
    placeholder: t(`contact.${name}Placeholder`),
    required: true,
  });

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('contact.title')}
      size={400}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput key={form.key('name')} {...field('name')} autoComplete="name" />
          <TextInput key={form.key('email')} {...field('email')} type="email" autoComplete="email" />
          <TextInput key={form.key('subject')} {...field('subject')} />
          <Textarea key={form.key('message')} {...field('message')} rows={4} />
          {mutation.isSuccess && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {t('contact.success')}
            </Alert>
          )}
          {mutation.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {fixableDetail(mutation.error) ?? t('contact.error')}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={16} />} mt="xs">
            {t('contact.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
