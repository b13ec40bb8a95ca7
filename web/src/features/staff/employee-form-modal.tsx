import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  registerUserEmployeeInput,
  STAFF_ROLES,
  type Employee,
  type RegisterUserEmployeeInput,
} from '@common/contracts/staff';
import { COUNTRY_CODE } from '@common/domain/phone';
import type { Credentials } from '../../components/credentials-panel';
import { FormModal } from '../../components/form-modal';
import { LanguageSelect } from '../../components/language-select';
import { NewPasswordInput, passwordRefusal } from '../../components/new-password-input';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useRegisterEmployee, useUpdateEmployee } from '../../lib/resources/staff';

const createSchema = registerUserEmployeeInput;
const editSchema = registerUserEmployeeInput.omit({ password: true });

interface EmployeeFormModalProps {
  employee?: Employee;
  onClose: () => void;
  /** After a registration: the sign-in details, for the one-time credentials panel. */
  onRegistered?: (credentials: Credentials) => void;
}

/** 'Register User Employee' (with password and role) or 'Update Employee'. */
export function EmployeeFormModal({ employee, onClose, onRegistered }: EmployeeFormModalProps) {
  const { t } = useTranslation();
  const register = useRegisterEmployee();
  const update = useUpdateEmployee();
  const mutation = employee ? update : register;
  // The language of the person's sign-in (edit only; a new person chooses theirs, or an admin sets it later).
  const [language, setLanguage] = useState(employee?.language ?? null);
  const form = useForm<RegisterUserEmployeeInput>({
    mode: 'controlled',
    initialValues: {
      name: employee?.name ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      password: '',
      role: employee?.role ?? 'employee',
    },
    validate: zod4Resolver(employee ? editSchema : createSchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    if (employee) {
      const { password: _none, ...fields } = values;
      const changedLanguage = language !== (employee.language ?? null) ? { language } : {};
      update.mutate(
        { id: employee.id, input: { ...editSchema.parse(fields), ...changedLanguage } },
        { onSuccess: onClose },
      );
    } else {
      const input = createSchema.parse(values);
      register.mutate(input, {
        onSuccess: ({ employee: created }) => {
          onRegistered?.({ name: created.name, email: created.email, password: input.password, phone: created.phone });
          onClose();
        },
        onError: (error) => form.setFieldError('password', passwordRefusal(error)),
      });
    }
  });

  const field = (name: keyof RegisterUserEmployeeInput) => ({
    ...form.getInputProps(name),
    error: fieldError('staff', form.errors[name]),
    label: t(`staff.${name}`),
    required: true,
  });

  return (
    <FormModal
      title={t(employee ? 'staff.editTitle' : 'staff.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={
        mutation.isError && !passwordRefusal(mutation.error)
          ? errorText(mutation.error, t(employee ? 'staff.updateError' : 'staff.createError'))
          : null
      }
      cancelLabel={t('staff.cancel')}
      submitLabel={t(employee ? 'staff.save' : 'staff.register')}
      busy={mutation.isPending}
    >
      <TextInput {...field('name')} data-autofocus />
      <TextInput {...field('email')} type="email" />
      <TextInput {...field('phone')} type="tel" placeholder={`+${COUNTRY_CODE} 8888 0000`} />
      {!employee && (
        <NewPasswordInput
          section="staff"
          value={form.values.password}
          onChange={(value) => form.setFieldValue('password', value)}
          error={form.errors.password}
        />
      )}
      <Select
        {...field('role')}
        data={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
        allowDeselect={false}
      />
      {employee?.user_id != null && <LanguageSelect value={language} onChange={setLanguage} />}
    </FormModal>
  );
}
