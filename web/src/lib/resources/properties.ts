// Properties (/houses/): the lists, a client's properties, saving with photos, and the spreadsheet import.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ImportHousesResponse, ImportPreviewResponse } from '@common/contracts/imports';
import type { MediaSignature } from '@common/contracts/media';
import type { PriceHistory, PropertyInput, PropertyView, UpdatePropertyInput } from '@common/contracts/properties';
import { api } from '../api-client';
import { saveFile } from '../save-file';
import { uploadImage } from '../upload';
import { eventKeys } from './events';
import { feedKeys } from './feeds';
import { listKeys, listQuery, useResourceMutation } from './resource';

const keys = listKeys('properties');

/** Query keys of properties: the list and each client's. */
export const propertyKeys = { ...keys, ofClient: (clientId: number) => [...keys.all, 'client', clientId] as const };

/** GET /houses/: admins get client name and price, supervisors do not. */
export const propertiesQuery = () => listQuery<PropertyView>(propertyKeys, '/houses/');

/** GET /houses/client/{id}: one client's properties (not asked for until a client is chosen). */
export function clientPropertiesQuery(clientId: number | null) {
  return queryOptions({
    queryKey: propertyKeys.ofClient(clientId ?? 0),
    queryFn: ({ signal }) => api.get<PropertyView[]>(`/houses/client/${clientId}`, { signal }),
    enabled: clientId !== null && clientId > 0,
  });
}

/** Events carry their property, feeds its name: both are stale when a property changes. */
async function invalidateProperties(client: QueryClient): Promise<void> {
  await Promise.all(
    [propertyKeys.all, eventKeys.all, feedKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** Uploads photos one at a time; `onProgress(index, percent)` follows each file. */
async function uploadPhotos(
  files: File[],
  onProgress: (index: number, percent: number) => void,
): Promise<{ url: string }[]> {
  if (files.length === 0) return [];
  const signature = await api.get<MediaSignature>('/media/signature');
  const images: { url: string }[] = [];
  for (const [index, file] of files.entries()) {
    const { secure_url } = await uploadImage(file, signature, (percent) => onProgress(index, percent));
    images.push({ url: secure_url });
  }
  return images;
}

/** A property to register (with photos to upload) or, given its id, to edit (its photos kept). */
export interface SaveProperty {
  id?: number;
  values: PropertyInput;
  files?: File[];
  onProgress?: (index: number, percent: number) => void;
}

/** POST /houses/ with the uploaded photos, or PUT /houses/{id}. */
export function useSaveProperty() {
  return useResourceMutation({
    call: async ({ id, values, files = [], onProgress = () => {} }: SaveProperty) => {
      if (id !== undefined) {
        const { images: _kept, ...fields } = values;
        return api.put<PropertyView>(`/houses/${id}`, fields satisfies UpdatePropertyInput);
      }
      const images = await uploadPhotos(files, onProgress);
      return api.post<PropertyView>('/houses/', { ...values, images } satisfies PropertyInput);
    },
    invalidate: invalidateProperties,
  });
}

/** DELETE /houses/{id}: answers whether it was deleted or archived (it had cleaning events). */
export function useDeleteProperty() {
  return useResourceMutation({
    call: (id: number) => api.delete<{ id: number; outcome: 'deleted' | 'archived' }>(`/houses/${id}`),
    invalidate: invalidateProperties,
  });
}

/** What the import screen sends: the client every row belongs to and the spreadsheet. */
export type ImportInput = { clientId: string; file: File };

function importForm({ clientId, file }: ImportInput): FormData {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append('file', file, file.name);
  return form;
}

/** POST /houses/import_excel?dry_run=true: what an import would create and change, writing nothing. */
export function usePreviewImport() {
  return useResourceMutation({
    call: (input: ImportInput) =>
      api.post<ImportPreviewResponse>('/houses/import_excel?dry_run=true', importForm(input)),
  });
}

/** POST /houses/import_excel: a client's properties from a spreadsheet (multipart form). */
export function useImportProperties() {
  return useResourceMutation({
    call: (input: ImportInput) => api.post<ImportHousesResponse>('/houses/import_excel', importForm(input)),
    invalidate: invalidateProperties,
  });
}

/** The import template's file name, as the server names it. */
export const TEMPLATE_FILE_NAME = 'properties-template.xlsx';

/** GET /houses/import_template: downloads the spreadsheet template (with the token). */
export async function downloadImportTemplate(): Promise<void> {
  saveFile(await api.get<Blob>('/houses/import_template'), TEMPLATE_FILE_NAME);
}

/** GET /houses/{id}/price-history (admin): today's prices and those its completed cleanings were fixed at. */
export function priceHistoryQuery(id: number) {
  return queryOptions({
    queryKey: [...propertyKeys.all, id, 'price-history'] as const,
    queryFn: ({ signal }) => api.get<PriceHistory>(`/houses/${id}/price-history`, { signal }),
  });
}
