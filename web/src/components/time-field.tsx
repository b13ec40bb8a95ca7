import { CloseButton } from '@mantine/core';
import { TimeInput } from '@mantine/dates';

interface TimeFieldProps {
  label: string;
  /** The name screen readers hear when the visible label is short ('From' under 'Monday'). */
  'aria-label'?: string;
  /** HH:MM, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Under the label: what an empty field means (a native time field shows no placeholder). */
  description?: string;
  /** The name of a button that empties the field ('Clear Check-out'); no button without it. */
  clearLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A time of day (HH:MM) with the device's own time picker; clearable where empty means a default. */
export function TimeField({ value, onChange, clearLabel, ...rest }: TimeFieldProps) {
  const clear =
    clearLabel && value !== '' && !rest.disabled ? (
      <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} />
    ) : undefined;
  return (
    <TimeInput {...rest} value={value} onChange={(event) => onChange(event.currentTarget.value)} rightSection={clear} />
  );
}
