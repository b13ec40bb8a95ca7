import { Button, Menu } from '@mantine/core';
import { IconBeach, IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ScheduleMenuProps {
  /** Her name: screen readers hear 'Schedule Ana Mora'. */
  name: string;
  onWeek: () => void;
  onTimeOff: () => void;
}

/** A housekeeper row's 'Schedule' action: her working week or her time off (one button, so the row stays narrow). */
export function ScheduleMenu({ name, onWeek, onTimeOff }: ScheduleMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          color="indigo"
          leftSection={<IconCalendarTime size={14} />}
          aria-label={`${t('availability.schedule')} ${name}`}
        >
          {t('availability.schedule')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCalendarTime size={16} />} onClick={onWeek}>
          {t('availability.open')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBeach size={16} />} onClick={onTimeOff}>
          {t('timeOff.open')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
