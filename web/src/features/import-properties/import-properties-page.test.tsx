import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportHousesResponse, ImportPreviewResponse } from '@common/contracts/imports';
import { reply, startFakeApi, type FakeApi, type Reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { ImportPropertiesPage } from './import-properties-page';
import { clientBilling } from '../../../test/clients';

// jsdom's File has no stream(), which Node's fetch reads a FormData file with: a browser has it.
function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
Blob.prototype.stream ??= function stream(this: Blob) {
  return new ReadableStream<Uint8Array>({
    start: async (controller) => {
      controller.enqueue(await readBlob(this));
      controller.close();
    },
  });
} as Blob['stream'];

const CLIENTS = [
  {
    id: 7,
    name: 'Pacific Stays',
    email: null,
    phone: null,
    active_status: true,
    created_at: '2026-11-01T00:00:00Z',
    ...clientBilling,
  },
  {
    id: 9,
    name: 'Casa Verde Rentals',
    email: null,
    phone: null,
    active_status: true,
    created_at: '2026-11-01T00:00:00Z',
    ...clientBilling,
  },
];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': CLIENTS,
    'GET /houses/import_template': reply.file(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'PK\x03\x04template',
    ),
    'POST /houses/import_excel': (req) => (req.query.get('dry_run') === 'true' ? preview(req.body) : load(req.body)),
  });
});

/** What a dry run answers for the uploaded sheet. */
function preview(body: string): ImportPreviewResponse {
  if (body.includes('bad rows')) {
    const errors = [
      { row: 3, field: 'name', column: 'name', message: 'Row 3: name is required' },
      { row: 4, field: 'bathrooms', column: 'baños', message: 'Row 4: bathrooms must be a number' },
    ];
    return {
      dry_run: true,
      to_create: [],
      to_update: [],
      unchanged: [],
      errors,
      ignored_columns: [],
    };
  }
  return {
    dry_run: true,
    to_create: [{ row: 3, name: 'Casa Colibrí' }],
    to_update: [
      {
        row: 2,
        id: 1,
        name: 'Villa Mar',
        changes: [
          { field: 'bedrooms', column: 'habitaciones', old: 2, new: 3 },
          { field: 'note', column: 'nota', old: '', new: 'Gate code 4411' },
        ],
      },
    ],
    unchanged: [{ row: 4, id: 5, name: 'Casa Sol' }],
    errors: [],
    ignored_columns: ['color'],
  };
}

/** What the import itself answers for the uploaded sheet. */
function load(body: string): ImportHousesResponse | Reply {
  if (body.includes('refused')) {
    return reply.error(422, 'Nothing was imported: rows 3, 4 have errors.', [
      { field: 'row 3: name', message: 'Name is required' },
      { field: 'row 4: client_price', message: 'Must be a number' },
    ]);
  }
  return {
    properties: [
      { id: 1, name: 'Villa Mar' },
      { id: 2, name: 'Casa Colibrí' },
    ],
    created: 1,
    updated: 1,
    unchanged: 0,
  };
}

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
});

const excel = (content: string, name = 'propiedades.xlsx') =>
  new File([content], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openPage() {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ImportPropertiesPage />, { route: '/import-properties' });
  expect(screen.getByRole('heading', { level: 1, name: 'Import Properties from Excel' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Pacific Stays' });
  return user;
}

describe('Import Properties from Excel', () => {
  it("shows 'Loading clients...' while the clients load", async () => {
    const loading = server.hold('GET /clients/');
    renderWithApp(<ImportPropertiesPage />, { route: '/import-properties' });
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveDisplayValue('Loading clients...');
    // The list is held until 'Loading clients...' has been seen.
    await loading.received;
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveDisplayValue('Loading clients...');
    loading.release();
    expect(await screen.findByRole('option', { name: '-- Select a client --' })).toBeInTheDocument();
  });

  it('keeps Upload Excel disabled until a file is chosen, and asks for a client first', async () => {
    const user = await openPage();
    const upload = screen.getByRole('button', { name: 'Upload Excel' });
    expect(upload).toBeDisabled();
    await user.upload(fileInput(), excel('good'));
    expect(upload).toBeEnabled();
    await user.click(upload);
    expect(await screen.findByText('You must select a client.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('import_excel'))).toBe(false);
    expect(screen.getByText('No properties loaded.')).toBeInTheDocument();
  });

  it('previews the import (to create, to update old → new), imports only when asked, then lists the loaded properties', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Casa Verde Rentals');
    await user.upload(fileInput(), excel('good'));
    await user.click(screen.getByRole('button', { name: 'Upload Excel' }));
    const preview = await screen.findByTestId('import-preview');
    expect(
      within(within(preview).getByRole('list', { name: '1 property to create' })).getByText('Row 3: Casa Colibrí'),
    ).toBeInTheDocument();
    const updates = within(preview).getByRole('list', { name: '1 property to update' });
    expect(within(updates).getByText('Row 2: Villa Mar')).toBeInTheDocument();
    expect(within(updates).getByText('habitaciones: 2 → 3')).toBeInTheDocument();
    expect(within(updates).getByText('nota: — → Gate code 4411')).toBeInTheDocument();
    expect(preview).toHaveTextContent('1 property already matches the sheet.');
    expect(preview).toHaveTextContent('Columns not imported: color');
    expect(server.requests.filter((r) => r.url === '/api/houses/import_excel')).toHaveLength(0);
    await user.click(within(preview).getByRole('button', { name: 'Import 2 properties' }));
    expect(await screen.findByText('Properties imported successfully.')).toBeInTheDocument();
    expect(screen.getByText('1 created, 1 updated.')).toBeInTheDocument();
    const loaded = screen.getByRole('list', { name: 'Loaded Properties' });
    expect(
      within(loaded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Villa Mar', 'Casa Colibrí']);
    const request = server.requests.find((r) => r.url === '/api/houses/import_excel')!;
    expect(request.headers.authorization).toMatch(/^Bearer /);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.body).toMatch(/name="client_id"\r\n\r\n9\r\n/);
    expect(request.body).toContain('filename="propiedades.xlsx"');
  });

  it('lists row errors as sentences in the preview and does not offer to import', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Pacific Stays');
    await user.upload(fileInput(), excel('bad rows'));
    await user.click(screen.getByRole('button', { name: 'Upload Excel' }));
    const preview = await screen.findByTestId('import-preview');
    const rows = within(preview).getByRole('list', { name: 'Rows to fix' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 3: name is required', 'Row 4: bathrooms must be a number']);
    expect(within(preview).getByRole('button', { name: 'Import 0 properties' })).toBeDisabled();
    expect(preview).toHaveTextContent('nothing is imported while a row is wrong');
  });

  it("shows 'Error importing properties.' with the server's row errors when the import is refused", async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Pacific Stays');
    await user.upload(fileInput(), excel('refused'));
    await user.click(screen.getByRole('button', { name: 'Upload Excel' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 properties' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error importing properties.');
    expect(alert).toHaveTextContent('Nothing was imported: rows 3, 4 have errors.');
    const rows = within(alert).getByRole('list', { name: 'Rows to fix' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['row 3: name: Name is required', 'row 4: client_price: Must be a number']);
    expect(screen.getByText('No properties loaded.')).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx or .xls', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderWithApp(<ImportPropertiesPage />, { route: '/import-properties' });
    await user.upload(fileInput(), excel('a,b', 'notes.csv'));
    expect(await screen.findByText('Only .xlsx and .xls files can be imported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Excel' })).toBeDisabled();
  });

  it('shows a red banner when the clients cannot be loaded', async () => {
    server.on({ 'GET /clients/': reply.error(500, 'Internal server error') });
    renderWithApp(<ImportPropertiesPage />, { route: '/import-properties' });
    expect(await screen.findByText('Error loading clients.')).toBeInTheDocument();
  });

  it('downloads the template through the API client with the token', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:template');
    URL.revokeObjectURL = () => undefined;
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const request = server.requests.find((r) => r.url === '/api/houses/import_template')!;
    expect(request.headers.authorization).toMatch(/^Bearer /);
    expect(await created[0]!.text()).toContain('template');
  });
});
