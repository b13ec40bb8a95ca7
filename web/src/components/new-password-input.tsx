import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePassword, isStrongPassword, PASSWORD_POLICY_MESSAGE } from '@common/domain/password';
import { ApiError } from '../lib/api-error';
import { fieldError } from '../lib/field-error';

interface NewPasswordInputProps {
  /** The form's translation section: its `password` and `generate` labels and validation wording. */
  section: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's own error for the field (shown when the live check has nothing to say). */
  error?: ReactNode;
}

/**
 * The server's reason for refusing a new password that passes the live check (a common
 * password), to show under the field as the live check would: set it with `form.setFieldError`.
 */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors.find((e) => e.field === 'password')?.message : undefined;
}

/** A password for a new account: show/hide toggle, live policy check and a generate button. */
export function NewPasswordInput({ section, value, onChange, error }: NewPasswordInputProps) {
  const { t } = useTranslation();
  const label = t(`${section}.password`);
  const generateLabel = t(`${section}.generate`);
  const policyMessage = fieldError(section, PASSWORD_POLICY_MESSAGE) ?? PASSWORD_POLICY_MESSAGE;
  const failsPolicy = value !== '' && !isStrongPassword(value);
  // A generated password is shown, so the admin can read it out or note it down.
  const [visible, setVisible] = useState(false);
  const handleGenerate = () => {
    onChange(generatePassword());
    setVisible(true);
  };
  return (
    <Stack gap={4}>
      <PasswordInput
        label={label}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={setVisible}
        error={failsPolicy ? policyMessage : fieldError(section, error)}
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" leftSection={<IconWand size={14} />} onClick={handleGenerate}>
          {generateLabel}
        </Button>
      </Group>
    </Stack>
  );
}
