import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { todayIso } from '@common/domain/dates';
import { buildWhatsAppLink, type OffDays } from './whatsapp';

/** How long the button stays disabled after use. */
export const WHATSAPP_COOLDOWN_MS = 2000;

interface WhatsAppButtonProps {
  employee: Employee;
  events: readonly CleaningEvent[];
  /** The first day of the week on screen: the message lists that week. */
  weekStart: string;
  /** Her cleanings of the week on a day she does not work: the message says so. */
  offDays?: OffDays;
}

/** Sends a housekeeper the events of the week on screen by WhatsApp; a failed check says why instead. */
export function WhatsAppButton({ employee, events, weekStart, offDays }: WhatsAppButtonProps) {
  const { t, i18n } = useTranslation();
  const [coolingDown, setCoolingDown] = useState(false);
  const when = { day: weekStart, today: todayIso() };
  // Written in her language; before she chooses one, in the language of this screen.
  const fallback = i18n.language === 'es' ? 'es' : 'en';
  const result = buildWhatsAppLink(employee, events, when, `${window.location.origin}/login`, fallback, offDays);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), WHATSAPP_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const handleClick = (event: React.MouseEvent) => {
    if (!result.ok) {
      event.preventDefault();
      notifications.show({ color: 'orange', message: t(`assign.whatsapp.${result.check}`, { name: employee.name }) });
    }
    // Disable after the click has been handled, so the link still opens.
    setTimeout(() => setCoolingDown(true), 0);
  };

  return (
    <Button
      component="a"
      href={result.ok ? result.url : '#'}
      target="_blank"
      rel="noopener noreferrer"
      onClick={handleClick}
      disabled={coolingDown}
      size="xs"
      color="green"
      variant="light"
      leftSection={<IconBrandWhatsapp size={16} />}
      aria-label={t('assign.whatsapp.label', { name: employee.name })}
      data-testid={`whatsapp-${employee.id}`}
    >
      {t('assign.whatsapp.button')}
    </Button>
  );
}
