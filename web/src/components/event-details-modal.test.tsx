import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CleaningEvent } from '@common/contracts/events';
import { makeEvent } from '../../test/events';
import { renderWithApp } from '../../test/render';
import { EventDetailsModal } from './event-details-modal';

const property: NonNullable<CleaningEvent['property']> = {
  id: 7,
  client_id: 1,
  name: 'Villa Marea',
  worker_payment: 25000,
  supervisor_payment: 5000,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: 'Calle Langosta 12',
  zip_code: '50309',
  region: 'Pacífico Norte',
  bedrooms: 4,
  bathrooms: 3.5,
  entry_method: 'Lockbox',
  entry_method_description: 'Code 1234',
  cabinet_code: '9981',
  laundry_type: 'On site',
  laundry_type_description: 'Dryer upstairs',
  note: 'https://docs.example.com/laundry',
  google_maps_address: 'Villa Marea, Tamarindo, Costa Rica',
  google_drive_folder_url: 'https://drive.example.com/f/1',
  details: 'Extra towels',
  images: [{ url: '/media/a.jpg' }, { url: '/media/b.jpg' }],
  check_out_time: null,
  check_in_time: null,
  cleaning_minutes: null,
  estimated_minutes: 120,
  preferred_employee_id: null,
  backup_employee_id: null,
};
const event = makeEvent({
  id: 9,
  service_date: '2026-11-20',
  arrival_date: '2026-11-20',
  same_day_turnover: true,
  property,
  note: 'Gate sticks',
});

describe('event details', () => {
  it('opens in Spanish with the property, the ₡ payment, the links, the photos and the map', async () => {
    renderWithApp(<EventDetailsModal event={event} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del evento - vie 20 nov 2026' });
    expect(within(dialog).getByText('Calle Langosta 12, Tamarindo, Guanacaste, 50309')).toBeInTheDocument();
    expect(within(dialog).getByText('Lockbox')).toBeInTheDocument();
    expect(within(dialog).getByText(/₡25[.,\s]?000/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Instrucciones' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Carpeta de Drive' })).toHaveAttribute(
      'href',
      'https://drive.example.com/f/1',
    );
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).getByTitle('Mapa')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Villa%20Marea%2C%20Tamarindo%2C%20Costa%20Rica&output=embed',
    );
    expect(within(dialog).getAllByText('Entrada el mismo día').length).toBeGreaterThan(0);
  });

  it('switches to English inside the modal and shows the event tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EventDetailsModal event={event} onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Detalles del evento - vie 20 nov 2026' });
    await user.click(screen.getByText('EN'));
    const dialog = await screen.findByRole('dialog', { name: 'Event Details - Fri, Nov 20, 2026' });
    await user.click(within(dialog).getByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Arrival Date')).toBeInTheDocument();
    expect(within(dialog).getByText('Gate sticks')).toBeInTheDocument();
    expect(within(dialog).getByText('Assigned')).toBeInTheDocument();
  });

  it("says 'No property details found.' without a property", async () => {
    localStorage.setItem('eventDetailsLang', JSON.stringify('en'));
    renderWithApp(<EventDetailsModal event={{ ...event, property: null }} onClose={() => {}} />);
    expect(await screen.findByText('No property details found.')).toBeInTheDocument();
  });

  it("shows the cleaning's window, its estimate, Tight with why, and how long it took", async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('eventDetailsLang', JSON.stringify('en'));
    const done: CleaningEvent = {
      ...event,
      status: 'completed',
      window_start: '2026-11-20T11:00',
      window_end: '2026-11-20T15:00',
      cleaning_minutes: 270,
      tight: true,
      actual_minutes: 110,
    };
    renderWithApp(<EventDetailsModal event={done} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Event Details - Fri, Nov 20, 2026' });
    await user.click(within(dialog).getByRole('tab', { name: 'Event' }));
    expect(await within(dialog).findByText('Cleaning window')).toBeInTheDocument();
    expect(within(dialog).getByText('11:00–15:00 · est. 4 h 30 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Took 1 h 50 min')).toBeInTheDocument();
    // The same-day mark stays beside it.
    expect(within(dialog).getByText('Same-day turnover')).toBeInTheDocument();
    await user.hover(within(dialog).getByText('Tight'));
    expect(await screen.findByText('Window 4 h, estimate 4 h 30 min')).toBeInTheDocument();
  });
});
