// Photo proof and problem reports: the photos of a cleaning, its problems, the problem
// list of admins and supervisors, and the uploads (each photo shrunk on the phone first).
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CleaningEvent } from '@common/contracts/events';
import type { EventPhoto, Problem, ProblemPage, ProblemsQuery } from '@common/contracts/photos';
import { photoRemoval } from '@common/domain/event-policy';
import { MAX_EVENT_PHOTOS } from '@common/domain/limits';
import { api } from '../api-client';
import { ApiError } from '../api-error';
import type { EventProofTools, PhotoUpload, RefusedPhoto } from '../event-proof';
import { getRole, getUserId } from '../session';
import { PhotoRefusedError, photoForUpload } from '../shrink-image';
import { uploadPhoto } from '../upload';
import { useResourceMutation } from './resource';

export const photoKeys = {
  all: ['photos'] as const,
  event: (eventId: number) => [...photoKeys.all, 'event', eventId] as const,
};

export const problemKeys = {
  all: ['problems'] as const,
  event: (eventId: number) => [...problemKeys.all, 'event', eventId] as const,
  list: (query: Partial<ProblemsQuery>) => [...problemKeys.all, 'list', query] as const,
  openCount: () => [...problemKeys.all, 'open-count'] as const,
};

/** GET /cleaning_events/{id}/photos */
export const eventPhotosQuery = (eventId: number) =>
  queryOptions({
    queryKey: photoKeys.event(eventId),
    queryFn: ({ signal }) => api.get<EventPhoto[]>(`/cleaning_events/${eventId}/photos`, { signal }),
  });

/** GET /cleaning_events/{id}/problems */
export const eventProblemsQuery = (eventId: number) =>
  queryOptions({
    queryKey: problemKeys.event(eventId),
    queryFn: ({ signal }) => api.get<Problem[]>(`/cleaning_events/${eventId}/problems`, { signal }),
  });

const toSearch = (query: Partial<ProblemsQuery>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  ).toString();

/** GET /problems: a page of problems, newest first. */
export const problemsQuery = (query: Partial<ProblemsQuery>) =>
  queryOptions({
    queryKey: problemKeys.list(query),
    queryFn: ({ signal }) => api.get<ProblemPage>(`/problems?${toSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /problems page after page: each next one starts before the last problem shown (`next_before`). */
export const problemPagesQuery = (query: Omit<Partial<ProblemsQuery>, 'before'>) =>
  infiniteQueryOptions({
    queryKey: [...problemKeys.list(query), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProblemPage>(`/problems?${toSearch({ ...query, before: pageParam ?? undefined })}`, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    placeholderData: keepPreviousData,
  });

/** GET /problems/open-count: the menu badge (refreshed every minute while shown). */
export const openProblemsQuery = () =>
  queryOptions({
    queryKey: problemKeys.openCount(),
    queryFn: ({ signal }) => api.get<{ open: number }>('/problems/open-count', { signal }),
    refetchInterval: 60_000,
  });

/** PATCH /problems/{id}/close */
export function useCloseProblem() {
  return useResourceMutation({
    call: ({ id, note }: { id: number; note: string }) => api.patch<Problem>(`/problems/${id}/close`, { note }),
    invalidate: (client) => client.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

/** Shrinks a camera picture (photoForUpload) and uploads it to `path`, reporting progress. */
async function shrinkAndSend<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return uploadPhoto<T>(path, await photoForUpload(file), onProgress);
}

/** Why a photo was not sent, in the user's language: the phone's reason or the server's `detail`. */
function refusalReason(error: unknown): string {
  if (error instanceof PhotoRefusedError) return error.message;
  return error instanceof ApiError && error.detail ? error.detail : '';
}

/** Everything the Photos tab of one event needs, for whoever may see the event. */
export function useEventProof(event: CleaningEvent | null): EventProofTools | undefined {
  const client = useQueryClient();
  const id = event?.id ?? 0;
  const photos = useQuery({ ...eventPhotosQuery(id), enabled: event !== null });
  const problems = useQuery({ ...eventProblemsQuery(id), enabled: event !== null });
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  if (!event) return undefined;
  const patch = (key: string, change: Partial<PhotoUpload> | null) =>
    setUploads((list) =>
      change === null ? list.filter((u) => u.key !== key) : list.map((u) => (u.key === key ? { ...u, ...change } : u)),
    );
  const role = getRole();
  const me = getUserId();
  return {
    photos: photos.data,
    problems: problems.data,
    loading: photos.isPending,
    error: photos.error ?? problems.error,
    uploads,
    addPhotos: (files) => {
      const room = MAX_EVENT_PHOTOS - (photos.data?.length ?? 0) - uploads.length;
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
        shrinkAndSend<EventPhoto>(`/cleaning_events/${event.id}/photos`, file, (percent) => patch(key, { percent }))
          .then(async () => {
            await client.invalidateQueries({ queryKey: photoKeys.event(event.id) });
            patch(key, null);
          })
          .catch((err: unknown) => patch(key, { failed: refusalReason(err) }));
      }
    },
    canRemove: (photo) =>
      role !== null && me !== null && photoRemoval({ role, id: me }, photo.uploaded_by, event.status) === 'allowed',
    removePhoto: async (photo) => {
      await api.delete(`/cleaning_events/${event.id}/photos/${photo.id}`);
      await client.invalidateQueries({ queryKey: photoKeys.event(event.id) });
    },
    reportProblem: async (input, files) => {
      const created = await api.post<Problem>('/problems', { ...input, event_id: event.id });
      // The problem is reported whatever becomes of its photos: each refused one is named, none undoes it.
      const refused: RefusedPhoto[] = [];
      for (const file of files.slice(0, MAX_EVENT_PHOTOS)) {
        try {
          await shrinkAndSend(`/problems/${created.id}/photos`, file, () => {});
        } catch (error) {
          refused.push({ name: file.name, reason: refusalReason(error) });
        }
      }
      await client.invalidateQueries({ queryKey: problemKeys.all });
      return refused;
    },
  };
}
