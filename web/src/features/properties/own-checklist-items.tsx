import { ActionIcon, Autocomplete, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHECKLIST_TITLE, type ChecklistItemKind } from '@common/domain/checklist';
import { ItemFields } from '../../components/checklist-item-fields';

/** A property's own item as edited: `id` once the server has named it; `key` for React. */
export interface OwnItem {
  key: string;
  id?: string;
  section: string;
  /** The section's Spanish title, asked when the section is new (a template one has its own). */
  section_es: string;
  label: string;
  label_es: string;
  kind: ChecklistItemKind;
  required: boolean;
}

interface OwnChecklistItemsProps {
  items: OwnItem[];
  onChange: (items: OwnItem[]) => void;
  /** The template's section titles, offered for the item's section (a new title makes a section). */
  sectionTitles: string[];
  /** What goes under a saved item (its reference photo). */
  renderExtra: (item: OwnItem) => ReactNode;
  newKey: () => string;
}

/** The items only this property's cleanings ask for: section, label, kind, required; add and remove. */
export function OwnChecklistItems({ items, onChange, sectionTitles, renderExtra, newKey }: OwnChecklistItemsProps) {
  const { t } = useTranslation();
  const known = new Set(sectionTitles.map((title) => title.trim().toLowerCase()));
  const isNewSection = (section: string) => section.trim() !== '' && !known.has(section.trim().toLowerCase());
  const patch = (index: number, change: Partial<OwnItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const add = () =>
    onChange([
      ...items,
      {
        key: newKey(),
        section: sectionTitles[0] ?? '',
        section_es: '',
        label: '',
        label_es: '',
        kind: 'check',
        required: false,
      },
    ]);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('checklistEditor.property.ownItems')}
      </Title>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('checklistEditor.property.noOwnItems')}
        </Text>
      )}
      {items.map((item, index) => {
        const name = item.label.trim() || t('checklistEditor.untitled');
        return (
          <Paper key={item.key} withBorder radius="md" p="sm" role="group" aria-label={name}>
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Autocomplete
                  label={t('checklistEditor.property.section')}
                  description={t('checklistEditor.property.sectionHint')}
                  data={sectionTitles}
                  value={item.section}
                  onChange={(section) => patch(index, { section })}
                  maxLength={MAX_CHECKLIST_TITLE}
                  required
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={t('checklistEditor.remove', { name })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              {isNewSection(item.section) && (
                <TextInput
                  label={t('checklistEditor.sectionTitleEs')}
                  value={item.section_es}
                  onChange={(event) => patch(index, { section_es: event.currentTarget.value })}
                  maxLength={MAX_CHECKLIST_TITLE}
                />
              )}
              <ItemFields item={item} onChange={(change) => patch(index, change)} />
              {item.id ? (
                renderExtra(item)
              ) : (
                <Text size="xs" c="dimmed">
                  {t('checklistEditor.property.referenceAfterSave')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} h={44}>
        {t('checklistEditor.property.addOwn')}
      </Button>
    </Stack>
  );
}
