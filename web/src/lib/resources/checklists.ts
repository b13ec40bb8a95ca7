// Checklists (decision 0037): the company's template, a property's
// changes and reference photos (admins), and a cleaning's checklist with its answers. Her answers go
// through the phone's outbox (lib/resources/outbox.ts); the office's edits are plain calls.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ChecklistAnswer,
  ChecklistTemplate,
  ChecklistTemplateInput,
  EventChecklist,
  PropertyChecklist,
  PropertyChecklistInput,
} from '@common/contracts/checklists';
import type { CleaningEvent } from '@common/contracts/events';
import { isAnswered, mustAnswer } from '@common/domain/checklist';
import { PHOTO_FIELD } from '@common/domain/limits';
import { api } from '../api-client';
import { eventKeys } from './events';
import { useResourceMutation } from './resource';

const all = ['checklists'] as const;

/**
 * Query keys: the template, one property's checklist, one cleaning's checklist. A cleaning's sits with the
 * events' queries, so her phone keeps it offline with her week (app/offline.ts saves those).
 */
export const checklistKeys = {
  all,
  template: () => [...all, 'template'] as const,
  property: (propertyId: number) => [...all, 'property', propertyId] as const,
  event: (eventId: number) => [...eventKeys.all, 'checklist', eventId] as const,
};

/** GET /checklist/template (admin). */
export const checklistTemplateQuery = () =>
  queryOptions({
    queryKey: checklistKeys.template(),
    queryFn: ({ signal }) => api.get<ChecklistTemplate>('/checklist/template', { signal }),
  });

/** GET /houses/{id}/checklist (admin): the property's changes, references and resolved list. */
export const propertyChecklistQuery = (propertyId: number) =>
  queryOptions({
    queryKey: checklistKeys.property(propertyId),
    queryFn: ({ signal }) => api.get<PropertyChecklist>(`/houses/${propertyId}/checklist`, { signal }),
  });

/** GET /cleaning_events/{id}/checklist: its items with answers, progress and what still blocks Done. */
export const eventChecklistQuery = (eventId: number) =>
  queryOptions({
    queryKey: checklistKeys.event(eventId),
    queryFn: ({ signal }) => api.get<EventChecklist>(`/cleaning_events/${eventId}/checklist`, { signal }),
  });

/**
 * Puts an answer the server confirmed into her cached checklist at once (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md):
 * the phone shows it answered, and counts it toward Done, even when the connection drops before the checklist
 * is read again. `answer` patches the item's answer (a photo: its id and URL).
 */
export function patchChecklistAnswer(
  client: QueryClient,
  eventId: number,
  itemId: string,
  answer: Partial<ChecklistAnswer>,
): void {
  client.setQueryData<EventChecklist>(checklistKeys.event(eventId), (list) => {
    if (!list) return list;
    const sections = list.sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.id === itemId
          ? {
              ...item,
              answer: {
                checked: null,
                count: null,
                note: null,
                photo_id: null,
                photo_url: null,
                answered_at: new Date().toISOString(),
                answered_by_name: null,
                ...item.answer,
                ...answer,
              },
            }
          : item,
      ),
    }));
    const items = sections.flatMap((section) => section.items);
    return {
      ...list,
      sections,
      done: items.filter((item) => isAnswered(item.kind, item.answer)).length,
      missing: items.filter(mustAnswer).map(({ id, label }) => ({ id, label })),
    };
  });
}

/** A template or property change reaches every property's and cleaning's resolved list. */
const invalidateAll = async (client: QueryClient) => {
  await client.invalidateQueries({ queryKey: checklistKeys.all });
  await client.invalidateQueries({ queryKey: [...eventKeys.all, 'checklist'] });
};

/** A cleaning's checklist for a screen that shows it (null: none open). Empty sections: no checklist. */
export function useEventChecklist(event: CleaningEvent | null) {
  return useQuery({ ...eventChecklistQuery(event?.id ?? 0), enabled: event !== null });
}

/** PUT /checklist/template (admin). */
export function useSaveChecklistTemplate() {
  return useResourceMutation({
    call: (input: ChecklistTemplateInput) => api.put<ChecklistTemplate>('/checklist/template', input),
    update: (client, answer) => client.setQueryData(checklistKeys.template(), answer),
    invalidate: invalidateAll,
  });
}

/** PUT /houses/{id}/checklist (admin): items added and template items hidden. */
export function useSavePropertyChecklist() {
  return useResourceMutation({
    call: ({ propertyId, input }: { propertyId: number; input: PropertyChecklistInput }) =>
      api.put<PropertyChecklist>(`/houses/${propertyId}/checklist`, input),
    update: (client, answer) => client.setQueryData(checklistKeys.property(answer.property_id), answer),
    invalidate: invalidateAll,
  });
}

/** PUT /houses/{id}/checklist/{item_id}/reference (admin): the photo a cleaner's photo must match. */
export function useSetReferencePhoto() {
  return useResourceMutation({
    call: ({ propertyId, itemId, photo }: { propertyId: number; itemId: string; photo: Blob }) => {
      const form = new FormData();
      form.append(PHOTO_FIELD, photo, 'reference.jpg');
      return api.put<PropertyChecklist>(`/houses/${propertyId}/checklist/${itemId}/reference`, form);
    },
    update: (client, answer) => client.setQueryData(checklistKeys.property(answer.property_id), answer),
    invalidate: invalidateAll,
  });
}

/** DELETE /houses/{id}/checklist/{item_id}/reference (admin). */
export function useRemoveReferencePhoto() {
  return useResourceMutation({
    call: ({ propertyId, itemId }: { propertyId: number; itemId: string }) =>
      api.delete<PropertyChecklist>(`/houses/${propertyId}/checklist/${itemId}/reference`),
    update: (client, answer) => client.setQueryData(checklistKeys.property(answer.property_id), answer),
    invalidate: invalidateAll,
  });
}
