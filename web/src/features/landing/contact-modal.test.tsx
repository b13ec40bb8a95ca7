import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ContactModal } from './contact-modal';

let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({ 'POST /emails/company': { status: 'queued' } });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

function openModal() {
  renderWithApp(<ContactModal opened onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Contact Us' });
}

async function fillIn(user: UserEvent, values: { name: string; email: string; subject: string; message: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), values.subject);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), values.message);
}

const VALID = {
  name: 'Laura Vega',
  email: 'laura@example.com',
  subject: 'Weekly cleaning',
  message: 'Two villas in Tamarindo.',
};

describe('Contact Us modal', () => {
  it('has the four fields, the message on 4 rows', async () => {
    await openModal();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
  });

  it('shows every validation message and sends nothing when the form is empty', async () => {
    const user = userEvent.setup({ delay: null });
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a malformed e-mail address and blank-only fields', async () => {
    const user = userEvent.setup({ delay: null });
    await openModal();
    await fillIn(user, { ...VALID, email: 'laura@', subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends, shows a spinner while sending, then success, and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const sending = server.hold('POST /emails/company');
    await openModal();
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // The answer waits until the spinner has been seen.
    await sending.received;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-loading', 'true');
    sending.release();
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();

    expect(server.requests[0]?.url).toBe('/api/emails/company');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(VALID);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's sentence when it refuses the message", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /emails/company': reply.error(429, 'Too many messages, try again in a minute') });
    await openModal();
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many messages, try again in a minute')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(VALID.name);
  });

  it("falls back to 'Error sending email' when the service is missing or failing", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /emails/company': reply.error(404, 'Route POST:/api/emails/company not found') });
    await openModal();
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error sending email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
