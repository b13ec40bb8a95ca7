// Choosing a time in a TimeField (web/src/components/time-field.tsx) as a person does: type it, press Enter.
import type { UserEvent } from '@testing-library/user-event';

/** Enters `time` ('10:30') in a time field (pasted: one change rather than a keystroke each) and takes the time it offers. */
export async function chooseTime(user: UserEvent, field: HTMLElement, time: string): Promise<void> {
  await user.clear(field);
  await user.paste(time.replace(':', ''));
  await user.keyboard('{Enter}');
}
