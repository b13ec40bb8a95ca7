import { Alert, Badge, Button, Divider, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyChecklist, PropertyChecklistInput } from '@common/contracts/checklists';
import type { PropertyView } from '@common/contracts/properties';
import { localLabel } from '@common/domain/checklist';
import { ListState } from '../../components/list-state';
import { errorText } from '../../lib/error-text';
import {
  checklistTemplateQuery,
  propertyChecklistQuery,
  useSavePropertyChecklist,
} from '../../lib/resources/checklists';
import { OwnChecklistItems, type OwnItem } from './own-checklist-items';
import { ReferencePhoto } from './reference-photo';

let counter = 0;
const newKey = () => `own${++counter}`;

/** The property's own items as rows to edit. */
const toOwnItems = (checklist: PropertyChecklist): OwnItem[] => checklist.added.map((i) => ({ ...i, key: newKey() }));

/** The rows as PUT /houses/{id}/checklist takes them (a new item goes without id: the server names it). */
function toInput(hidden: string[], own: OwnItem[]): PropertyChecklistInput {
  return {
    hidden,
    added: own.map(({ id, section, section_es, label, label_es, kind, required }) => ({
      ...(id ? { id } : {}),
      section: section.trim(),
      section_es: section_es.trim(),
      label: label.trim(),
      label_es: label_es.trim(),
      kind,
      required,
    })),
  };
}

/**
 * A property's checklist (decision 0037): the company's items with "Hide at this property",
 * its own items, and a reference photo per item. Hidden and own items are saved together with Save; a
 * reference photo is sent as soon as it is chosen. Full screen on a phone.
 */
export function PropertyChecklistModal({ property, onClose }: { property: PropertyView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const template = useQuery(checklistTemplateQuery());
  const checklist = useQuery(propertyChecklistQuery(property.id));
  const save = useSavePropertyChecklist();
  // Edits stay here until saved (null: none yet, the stored lists show).
  const [hiddenEdit, setHidden] = useState<string[] | null>(null);
  const [ownEdit, setOwn] = useState<OwnItem[] | null>(null);
  const storedOwn = useMemo(() => (checklist.data ? toOwnItems(checklist.data) : []), [checklist.data]);
  const hidden = hiddenEdit ?? checklist.data?.hidden ?? [];
  const own = ownEdit ?? storedOwn;
  const references = checklist.data?.references ?? {};
  const sections = template.data?.sections ?? [];
  const label = (text: string, spanish: string) => localLabel(text, spanish, i18n.language);
  const reference = (itemId: string, name: string) => (
    <ReferencePhoto propertyId={property.id} itemId={itemId} name={name} url={references[itemId]} />
  );

  const handleSave = () =>
    save.mutate(
      { propertyId: property.id, input: toInput(hidden, own) },
      {
        onSuccess: () => {
          setHidden(null);
          setOwn(null);
          notifications.show({ color: 'teal', message: t('checklistEditor.property.saved', { name: property.name }) });
        },
      },
    );

  const loading = template.isPending || checklist.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('checklistEditor.property.title', { name: property.name })}
      fullScreen={isPhone}
      size="lg"
    >
      <Stack gap="md">
        <ListState
          isPending={loading}
          error={template.error || checklist.error ? t('checklistEditor.property.loadError') : null}
          isEmpty={false}
          emptyText=""
        />
        {!loading && template.data && checklist.data && (
          <>
            <Title order={3} size="h5">
              {t('checklistEditor.property.templateItems')}
            </Title>
            {sections.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('checklistEditor.property.noTemplate')}
              </Text>
            )}
            {sections.map((section) => (
              <Stack
                key={section.title}
                gap="xs"
                component="section"
                aria-label={label(section.title, section.title_es)}
              >
                <Text fw={600}>{label(section.title, section.title_es)}</Text>
                {section.items.map((item) => {
                  const name = label(item.label, item.label_es);
                  const isHidden = hidden.includes(item.id);
                  return (
                    <Paper key={item.id} withBorder radius="md" p="sm" role="group" aria-label={name}>
                      <Stack gap={4}>
                        <Group justify="space-between" gap="xs">
                          <Text size="sm" td={isHidden ? 'line-through' : undefined}>
                            {name}
                          </Text>
                          <Group gap={4}>
                            <Badge variant="light" color="gray">
                              {t(`checklistEditor.kinds.${item.kind}`)}
                            </Badge>
                            {item.required && <Badge variant="light">{t('checklistEditor.required')}</Badge>}
                          </Group>
                        </Group>
                        <Switch
                          label={t('checklistEditor.property.hideHere')}
                          checked={isHidden}
                          onChange={(e) =>
                            setHidden(
                              e.currentTarget.checked ? [...hidden, item.id] : hidden.filter((id) => id !== item.id),
                            )
                          }
                          size="md"
                          // The label is the touch target: 44 px tall on a phone.
                          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                        />
                        {!isHidden && reference(item.id, name)}
                      </Stack>
                    </Paper>
                  );
                })}
              </Stack>
            ))}
            <Divider />
            <OwnChecklistItems
              items={own}
              onChange={setOwn}
              sectionTitles={sections.map((s) => s.title)}
              renderExtra={(item) => reference(item.id!, label(item.label, item.label_es))}
              newKey={newKey}
            />
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(save.error, t('checklistEditor.property.saveError'))}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} h={44}>
                {t('checklistEditor.property.close')}
              </Button>
              <Button
                onClick={handleSave}
                loading={save.isPending}
                disabled={hiddenEdit === null && ownEdit === null}
                h={44}
              >
                {t('checklistEditor.property.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
