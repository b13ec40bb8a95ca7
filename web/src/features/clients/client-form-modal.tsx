import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createClientInput, type Client, type CreateClientInput } from '@common/contracts/clients';
import { FormModal } from '../../components/form-modal';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useSchemaForm } from '../../lib/form';
import { useSaveClient } from '../../lib/resources/clients';

interface ClientFormModalProps {
  /** The client to edit; undefined to register a new one. */
  client?: Client;
  onClose: () => void;
}

/** Register / edit a client: name required, e-mail and phone optional but well-formed (spec 5). */
export function ClientFormModal({ client, onClose }: ClientFormModalProps) {
  const { t } = useTranslation();
  const mutation = useSaveClient();
  const initial: CreateClientInput = {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
  };
  const form = useSchemaForm(createClientInput, initial, {
    transformValues: (values) => createClientInput.parse(values),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(
      { id: client?.id, values },
      { onSuccess: onClose, onError: (error) => nameTaken(error) && form.setFieldError('name', error.detail) },
    );
  });
  // A duplicate active name (409) is the name field's to fix: it says so there, not in a banner.
  const nameTaken = (error: Error | null): error is ApiError =>
    error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.field === 'name');

  const field = (name: keyof CreateClientInput) => ({
    ...form.getInputProps(name),
    error: fieldError('clients', form.errors[name]),
    label: t(`clients.${name}`),
  });

  return (
    <FormModal
      title={t(client ? 'clients.editTitle' : 'clients.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError && !nameTaken(mutation.error) ? errorText(mutation.error, t('clients.saveError')) : null}
      cancelLabel={t('clients.cancel')}
      submitLabel={t(client ? 'clients.save' : 'clients.register')}
      busy={mutation.isPending}
    >
      <TextInput key={form.key('name')} {...field('name')} required data-autofocus />
      <TextInput key={form.key('email')} {...field('email')} type="email" />
      <TextInput key={form.key('phone')} {...field('phone')} type="tel" />
    </FormModal>
  );
}
