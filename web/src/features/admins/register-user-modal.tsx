import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { registerUserInput, type RegisterUserInput } from '@common/contracts/auth';
import { PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import { NewPasswordInput } from '../../components/new-password-input';
import { ApiError } from '../../lib/api-client';
import { fieldError } from '../../lib/field-error';
import { useRegisterUser } from './api';

/** What the page tells the admin after a successful registration. */
export interface Registered {
  email: string;
  password: string;
  role: string;
}

/** 'Register User' (spec 2.11): name, e-mail, a policy-checked password; always role admin. */
export function RegisterUserModal({ onClose, onRegistered }: { onClose: () => void; onRegistered: (r: Registered) => void }) {
  const { t } = useTranslation();
  const mutation = useRegisterUser();
  const form = useForm<RegisterUserInput>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', role: 'admin' },
    validate: zod4Resolver(registerUserInput),
  });

  const handleSubmit = form.onSubmit((values) => {
    const input = registerUserInput.parse({ ...values, role: 'admin' });
    mutation.mutate(input, {
      onSuccess: (user) => onRegistered({ email: user.email, password: input.password, role: user.role }),
    });
  });

  const field = (name: 'name' | 'email') => ({
    ...form.getInputProps(name),
    error: fieldError('admins', form.errors[name]),
    label: t(`admins.${name}`),
    required: true,
  });
  // The server's own sentence in the red banner (spec 8); its fallback when it sent none.
  const failure = mutation.error instanceof ApiError && mutation.error.detail ? mutation.error.detail : t('admins.registerError');

  return (
    <Modal opened onClose={onClose} title={t('admins.modalTitle')} centered radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }} styles={{ title: { fontWeight: 700 } }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {mutation.isError && (
            <Alert color="red" variant="filled" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput {...field('name')} data-autofocus />
          <TextInput {...field('email')} type="email" autoComplete="off" />
          <NewPasswordInput
            value={form.values.password}
            onChange={(value) => form.setFieldValue('password', value)}
            label={t('admins.password')}
            generateLabel={t('admins.generate')}
            policyMessage={fieldError('admins', PASSWORD_POLICY_MESSAGE) ?? PASSWORD_POLICY_MESSAGE}
            error={fieldError('admins', form.errors.password)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('admins.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('admins.saving') : t('admins.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
