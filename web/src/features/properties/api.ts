import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@common/contracts/clients';
import type { MediaSignature } from '@common/contracts/media';
import type { PropertyInput, PropertyView, UpdatePropertyInput } from '@common/contracts/properties';
import { api } from '../../lib/api-client';
import { uploadImage } from '../../lib/upload';

/** Query keys of the properties screen. */
export const propertyKeys = {
  all: ['properties'] as const,
  list: () => [...propertyKeys.all, 'list'] as const,
  clientOptions: () => [...propertyKeys.all, 'client-options'] as const,
};

/** GET /houses/: admins get client name and price, supervisors do not. */
export const propertiesQuery = () =>
  queryOptions({ queryKey: propertyKeys.list(), queryFn: () => api.get<PropertyView[]>('/houses/') });

/** GET /clients/ for the form's client select (admin only). */
export const clientOptionsQuery = () =>
  queryOptions({ queryKey: propertyKeys.clientOptions(), queryFn: () => api.get<Client[]>('/clients/') });

/** Uploads photos one at a time (spec 7); `onProgress(index, percent)` follows each file. */
export async function uploadPhotos(files: File[], onProgress: (index: number, percent: number) => void): Promise<{ url: string }[]> {
  if (files.length === 0) return [];
  const signature = await api.get<MediaSignature>('/media/signature');
  const images: { url: string }[] = [];
  for (const [index, file] of files.entries()) {
    const { secure_url } = await uploadImage(file, signature, (percent) => onProgress(index, percent));
    images.push({ url: secure_url });
  }
  return images;
}

interface SaveProperty {
  id?: number;
  values: PropertyInput;
  files?: File[];
  onProgress?: (index: number, percent: number) => void;
}

/** Registers a property with its uploaded photos, or edits one (photos kept), then reloads the list. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, files = [], onProgress = () => {} }: SaveProperty) => {
      if (id !== undefined) {
        const { images: _kept, ...fields } = values;
        return api.put<PropertyView>(`/houses/${id}`, fields satisfies UpdatePropertyInput);
      }
      const images = await uploadPhotos(files, onProgress);
      return api.post<PropertyView>('/houses/', { ...values, images } satisfies PropertyInput);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.list() }),
  });
}

/** DELETE /houses/{id}: answers whether it was deleted or archived (it had cleaning events). */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number; outcome: 'deleted' | 'archived' }>(`/houses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.list() }),
  });
}
