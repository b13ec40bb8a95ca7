import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import type { ImportHousesResponse } from '@common/contracts/imports';
import { api } from '../../lib/api-client';

/** Query keys of this screen. */
export const importKeys = {
  clients: ['import-properties', 'clients'] as const,
};

/** GET /clients/: the clients a file can be imported for. */
export const clientsQuery = queryOptions({
  queryKey: importKeys.clients,
  queryFn: ({ signal }) => api.get<Client[]>('/clients/', { signal }),
});

/** POST /houses/import_excel with the client and the file as multipart form data. */
export function importProperties({ clientId, file }: { clientId: string; file: File }): Promise<ImportHousesResponse> {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append('file', file, file.name);
  return api.post<ImportHousesResponse>('/houses/import_excel', form);
}

/** The import mutation used by the upload form. */
export function useImportProperties() {
  return useMutation({ mutationFn: importProperties });
}

/** The template's file name, as the server names it. */
export const TEMPLATE_FILE_NAME = 'properties-template.xlsx';

/** Downloads the import template (with the token) and hands it to the browser as a file. */
export async function downloadTemplate(): Promise<void> {
  const blob = await api.get<Blob>('/houses/import_template');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether a chosen file has an Excel extension (the server checks the content). */
export function isExcelFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}
