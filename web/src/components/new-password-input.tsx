import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePassword, isStrongPassword } from '@common/domain/password';

interface NewPasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  generateLabel: string;
  /** The policy sentence in the reader's language. */
  policyMessage: string;
  /** An error from the form (shown when the live check has nothing to say). */
  error?: string;
}

/** A password for a new account: show/hide toggle, live policy check (spec 5) and a generate button. */
export function NewPasswordInput({ value, onChange, label, generateLabel, policyMessage, error }: NewPasswordInputProps) {
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
        error={failsPolicy ? policyMessage : error}
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" leftSection={<IconWand size={14} />} onClick={handleGenerate}>
          {generateLabel}
        </Button>
      </Group>
    </Stack>
  );
}
