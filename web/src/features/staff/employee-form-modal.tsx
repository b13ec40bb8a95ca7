import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import { registerUserEmployeeInput, STAFF_ROLES, type Employee, type RegisterUserEmployeeInput } from '@common/contracts/staff';
import { NewPasswordInput } from '../../components/new-password-input';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useRegisterEmployee, useUpdateEmployee } from './api';

const createSchema = registerUserEmployeeInput;
const editSchema = registerUserEmployeeInput.omit({ password: true });

/** 'Register User Employee' (with password and role) or 'Update Employee' (spec 2.10, 5). */
export function EmployeeFormModal({ employee, onClose }: { employee?: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const register = useRegisterEmployee();
  const update = useUpdateEmployee();
  const mutation = employee ? update : register;
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
      update.mutate({ id: employee.id, input: editSchema.parse(fields) }, { onSuccess: onClose });
    } else {
      register.mutate(createSchema.parse(values), { onSuccess: onClose });
    }
  });

  const field = (name: keyof RegisterUserEmployeeInput) => ({
    ...form.getInputProps(name),
    error: fieldError('staff', form.errors[name]),
    label: t(`staff.${name}`),
    required: true,
  });
  const fallback = employee ? 'staff.updateError' : 'staff.createError';

  return (
    <Modal opened onClose={onClose} title={t(employee ? 'staff.editTitle' : 'staff.newTitle')} centered radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }} styles={{ title: { fontWeight: 700 } }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput {...field('name')} data-autofocus />
          <TextInput {...field('email')} type="email" />
          <TextInput {...field('phone')} type="tel" placeholder="+506 8888 0000" />
          {!employee && (
            <NewPasswordInput
              value={form.values.password}
              onChange={(value) => form.setFieldValue('password', value)}
              label={t('staff.password')}
              generateLabel={t('staff.generate')}
              policyMessage={fieldError('staff', PASSWORD_POLICY_MESSAGE) ?? PASSWORD_POLICY_MESSAGE}
              error={fieldError('staff', form.errors.password)}
            />
          )}
          <Select {...field('role')} data={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))} allowDeselect={false} />
          {mutation.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorText(mutation.error, t(fallback))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t(employee ? 'staff.save' : 'staff.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
