import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { PropertyFormModal } from './property-form-modal';
import { clientBilling, companySettings } from '../../../test/clients';

// The media service's answer to the next uploads (the fake API plays it outside /api).
let upload: { status: number; body: unknown } = { status: 200, body: {} };
let uploads = 0;
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi(
    {
      'GET /clients/': [
        {
          id: 7,
          name: 'Bahía Serena Rentals',
          email: null,
          phone: null,
          active_status: true,
          created_at: '2026-01-01',
          ...clientBilling,
        },
      ],
      'GET /media/signature': () => ({
        apiKey: 'local',
        timestamp: 1760000000,
        signature: 'sig-123',
        cloudName: 'local',
        uploadUrl: `${server.url}/upload`,
      }),
      // The turnover section's housekeepers and company times.
      'GET /employee/': [],
      'GET /settings/company': companySettings(),
      'POST /houses/': (req) => reply.json(201, { id: 1, ...req.json<object>() }),
    },
    {
      'POST /upload': () => {
        uploads += 1;
        return upload.status === 200
          ? { secure_url: `/media/photo-${uploads}.jpg` }
          : reply.json(upload.status, upload.body);
      },
    },
  );
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  upload = { status: 200, body: {} };
  uploads = 0;
  setToken(makeToken({ role: 'admin' }));
});

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

async function openForm(onClose = () => {}) {
  renderWithApp(<PropertyFormModal onClose={onClose} />);
  return screen.findByRole('dialog', { name: 'Register property' });
}

async function fillRequired(user: UserEvent, dialog: HTMLElement) {
  await waitFor(() => expect(server.requests.some((r) => r.url === '/api/clients/')).toBe(true));
  await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  // The dropdown is portaled beside the modal, which hides its siblings from the accessibility tree.
  await user.click(await screen.findByRole('option', { name: 'Bahía Serena Rentals', hidden: true }));
  await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.paste('Casa Mirador');
  await user.type(within(dialog).getByRole('textbox', { name: 'Client price (USD)' }), '110');
  await user.type(within(dialog).getByRole('textbox', { name: 'Housekeeper payment (CRC)' }), '20000');
  await user.click(within(dialog).getByRole('textbox', { name: 'State / province' }));
  await user.paste('Guanacaste');
}

// A long form typed and checked field by field: up to 8 s a test on the busy 2-core machine, 15 s is near.
describe('property form', { timeout: 30_000 }, () => {
  it('labels money with its currency and explains every missing or wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openForm();
    expect(within(dialog).getByRole('textbox', { name: 'Supervisor payment (CRC)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Google Drive folder URL' }));
    await user.paste('drive folder');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('State is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('accepts images only, at most 10', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.upload(
      fileInput(),
      Array.from({ length: 11 }, (_, i) => jpeg(`house-${i}.jpg`)),
    );
    expect(await within(dialog).findByText('You can upload up to 10 images only')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await user.upload(fileInput(), [jpeg('house.jpg'), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await within(dialog).findByText('Only image files can be uploaded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('uploads the photos one at a time without our token, then registers the property with them', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const dialog = await openForm(onClose);
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Bathrooms' }), '.5');
    await user.upload(fileInput(), [jpeg('house-1.jpg'), jpeg('house-2.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/upload', '/upload', '/api/houses/']);
    for (const request of posts.slice(0, 2)) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(request.body).toContain('name="signature"\r\n\r\nsig-123');
      expect(request.body).toContain('name="api_key"\r\n\r\nlocal');
    }
    expect(posts[0]?.body).toContain('filename="house-1.jpg"');
    expect(posts[1]?.body).toContain('filename="house-2.jpg"');
    const body = JSON.parse(posts[2]?.body ?? '');
    expect(body).toMatchObject({
      client_id: 7,
      name: 'Casa Mirador',
      client_price: 110,
      worker_payment: 20000,
      supervisor_payment: 0,
      state: 'Guanacaste',
      bedrooms: 0,
      bathrooms: 0.5,
      images: [{ url: '/media/photo-1.jpg' }, { url: '/media/photo-2.jpg' }],
    });
  });

  it("says 'Error uploading files' with the media service's answer and registers nothing", async () => {
    const user = userEvent.setup({ delay: null });
    upload = { status: 415, body: { detail: 'Only images can be uploaded (JPEG, PNG, WebP, GIF, AVIF or HEIC).' } };
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.upload(fileInput(), [jpeg('house-1.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText(
        'Error uploading files: Only images can be uploaded (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
      ),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/houses/')).toBe(false);
  });
});
