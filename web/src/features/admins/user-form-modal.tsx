import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountRoleField, languageField, type User } from '@common/contracts/auth';
import { emailField, singleLineText } from '@common/contracts/common';
import { STAFF_ACCOUNT_ROLES } from '@common/domain/roles';
import { FormModal } from '../../components/form-modal';
import { LanguageSelect } from '../../components/language-select';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useUpdateUser } from '../../lib/resources/users';

const schema = z.object({
  name: singleLineText(120, 'Name is required'),
  email: emailField,
  role: accountRoleField,
  language: languageField.nullable(),
});
type Values = z.infer<typeof schema>;

/**
 * 'Edit account': name, e-mail, role and language. Whether the person may sign in changes only through
 * Deactivate and Reactivate, which first show the cleanings it releases or gives back (decision 0029).
 */
export function UserFormModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdateUser();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: user.name,
      email: user.email,
      // The users screen lists staff only (a client's people are under their client).
      role: user.role as Values['role'],
      language: user.language ?? null,
    },
    validate: zod4Resolver(schema),
  });
  const handleSubmit = form.onSubmit((values) =>
    mutation.mutate({ id: user.id, input: schema.parse(values) }, { onSuccess: onClose }),
  );
  const field = (name: 'name' | 'email') => ({
    ...form.getInputProps(name),
    error: fieldError('admins', form.errors[name]),
    label: t(`admins.${name}`),
    required: true,
  });

  return (
    <FormModal
      title={t('accounts.editTitle', { name: user.name })}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError ? errorText(mutation.error, t('accounts.updateError')) : null}
      cancelLabel={t('accounts.cancel')}
      submitLabel={t('accounts.save')}
      busy={mutation.isPending}
    >
      <TextInput {...field('name')} data-autofocus />
      <TextInput {...field('email')} type="email" autoComplete="off" />
      <Select
        {...form.getInputProps('role')}
        label={t('admins.role')}
        data={STAFF_ACCOUNT_ROLES.map((role) => ({ value: role, label: t(`admins.roles.${role}`) }))}
        allowDeselect={false}
      />
      <LanguageSelect value={form.values.language} onChange={(language) => form.setFieldValue('language', language)} />
    </FormModal>
  );
}
