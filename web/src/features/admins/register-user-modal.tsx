import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { registerUserInput, type RegisterUserInput } from '@common/contracts/auth';
import type { Credentials } from '../../components/credentials-panel';
import { FormModal } from '../../components/form-modal';
import { NewPasswordInput, passwordRefusal } from '../../components/new-password-input';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../lib/field-error';
import { useRegisterUser } from '../../lib/resources/users';

/** 'Register User': name, e-mail, a policy-checked password; always role admin. */
export function RegisterUserModal({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (credentials: Credentials) => void;
}) {
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
      onSuccess: (user) => onRegistered({ name: user.name, email: user.email, password: input.password }),
      onError: (error) => form.setFieldError('password', passwordRefusal(error)),
    });
  });

  const field = (name: 'name' | 'email') => ({
    ...form.getInputProps(name),
    error: fieldError('admins', form.errors[name]),
    label: t(`admins.${name}`),
    required: true,
  });
  // The server's own sentence in the red banner; its fallback when it sent none. A refused
  // password is explained under its field instead.
  const failure =
    mutation.error instanceof ApiError && mutation.error.detail ? mutation.error.detail : t('admins.registerError');

  return (
    <FormModal
      title={t('admins.modalTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError && !passwordRefusal(mutation.error) ? failure : null}
      cancelLabel={t('admins.cancel')}
      submitLabel={mutation.isPending ? t('admins.saving') : t('admins.register')}
      busy={mutation.isPending}
    >
      <TextInput {...field('name')} data-autofocus />
      <TextInput {...field('email')} type="email" autoComplete="off" />
      <NewPasswordInput
        section="admins"
        value={form.values.password}
        onChange={(value) => form.setFieldValue('password', value)}
        error={form.errors.password}
      />
    </FormModal>
  );
}
