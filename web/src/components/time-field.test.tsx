import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { chooseTime } from '../../test/time-field';
import { TimeField, timeChoices, typedTime } from './time-field';

describe('typedTime', () => {
  it('reads a whole typed time with or without the colon and the leading zero', () => {
    expect(typedTime('1430')).toBe('14:30');
    expect(typedTime('14:30')).toBe('14:30');
    expect(typedTime('830')).toBe('08:30');
    expect(typedTime('8')).toBeNull();
    expect(typedTime('2460')).toBeNull();
    expect(typedTime('24:00')).toBeNull();
    expect(typedTime('24:00', true)).toBe('24:00');
  });

  it('offers every quarter hour, 24:00 only as an end, and keeps a time between quarters', () => {
    expect(timeChoices('', '')).toHaveLength(96);
    expect(timeChoices('', '').at(-1)).toBe('23:45');
    expect(timeChoices('', '', true).at(-1)).toBe('24:00');
    const choices = timeChoices('07:10', '0905');
    expect(choices.slice(28, 31)).toEqual(['07:00', '07:10', '07:15']);
    expect(choices).toContain('09:05');
  });
});

function Field({ initial, endOfDay }: { initial: string; endOfDay?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Ends" value={value} onChange={setValue} endOfDay={endOfDay} clearLabel="Clear Ends" />
      <output>value:{value}</output>
    </>
  );
}

describe('TimeField', () => {
  it('shows 24-hour times, takes a typed one, offers 24:00 as an end and clears', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Field initial="17:00" endOfDay />);
    const field = await screen.findByRole('combobox', { name: 'Ends' });
    expect(field).toHaveValue('17:00');
    await chooseTime(user, field, '24:00');
    expect(screen.getByText('value:24:00')).toBeInTheDocument();
    await chooseTime(user, field, '07:10');
    expect(screen.getByText('value:07:10')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '14');
    const list = within(document.getElementById(field.getAttribute('aria-controls') ?? '')!);
    expect(list.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      '14:00',
      '14:15',
      '14:30',
      '14:45',
    ]);
    await user.type(field, '99');
    expect(await screen.findByText('No such time. Type it as HH:MM, e.g. 14:30.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('value:07:10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Ends' }));
    expect(screen.getByText('value:')).toBeInTheDocument();
  });
});
