import { CloseButton, Select, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TimeFieldProps {
  label: string;
  /** The name screen readers hear when the visible label is short ('From' under 'Monday'). */
  'aria-label'?: string;
  /** HH:MM, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Under the label: what an empty field means. */
  description?: string;
  /** The name of a button that empties the field ('Clear Check-out'); no button without it. */
  clearLabel?: string;
  /** Offers 24:00 too (the end of a working day). */
  endOfDay?: boolean;
  required?: boolean;
  disabled?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const digits = (text: string) => text.replace(/\D/g, '');

/** Every quarter hour of a day, 00:00 to 23:45. */
const QUARTERS = Array.from({ length: 96 }, (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`);

/** The time someone typed, when it is a whole one: '1430', '14:30' and '830' read 14:30 and 08:30. */
export function typedTime(search: string, endOfDay = false): string | null {
  const typed = digits(search);
  if (typed.length < 3 || typed.length > 4) return null;
  const padded = typed.padStart(4, '0');
  const time = `${padded.slice(0, 2)}:${padded.slice(2)}`;
  if (endOfDay && time === '24:00') return time;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : null;
}

/** The choices: every quarter hour, plus the field's own time and a typed one when they fall between. */
export function timeChoices(value: string, search: string, endOfDay = false): string[] {
  const extra = [value, typedTime(search, endOfDay) ?? ''].filter((t) => t !== '');
  return [...new Set([...QUARTERS, ...(endOfDay ? ['24:00'] : []), ...extra])].sort((a, b) => minutes(a) - minutes(b));
}

// Typing '14', '8', '0830' or '8:30' keeps the times that start so, with or without the colon or the leading
// zero (an odd count of digits may lack it: '8' is 08:xx too, '830' is 08:30).
const byTypedDigits = ({ options, search }: { options: ComboboxParsedItem[]; search: string }) => {
  const typed = digits(search);
  return (options as ComboboxItem[]).filter((o) => {
    const time = digits(o.value);
    return time.startsWith(typed) || (typed.length % 2 === 1 && time.startsWith(`0${typed}`));
  });
};

/**
 * A time of day in 24-hour HH:MM in every language: a list of quarter hours that takes a typed time too
 * (the browser's own time field shows AM/PM by the device's habits and cannot say 24:00). Clearable where
 * empty means a default.
 */
export function TimeField({ value, onChange, clearLabel, endOfDay = false, ...rest }: TimeFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value);
  // A button of its own: Mantine's clear button is hidden from screen readers and skipped by the Tab key.
  const clear =
    clearLabel && value !== '' && !rest.disabled ? (
      <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} />
    ) : undefined;
  return (
    <Select
      {...rest}
      data={timeChoices(value, search, endOfDay)}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={byTypedDigits}
      selectFirstOptionOnChange
      autoSelectOnBlur
      allowDeselect={false}
      rightSection={clear}
      rightSectionPointerEvents={clear ? 'all' : 'none'}
      nothingFoundMessage={t('timeField.noSuchTime')}
      inputMode="numeric"
      autoComplete="off"
      maxDropdownHeight={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
