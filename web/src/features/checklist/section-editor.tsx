import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_CHECKLIST_TITLE } from '@common/domain/checklist';
import { emptyItem, moved, type DraftItem, type DraftSection } from './checklist-draft';
import { ItemFields } from '../../components/checklist-item-fields';
import { RowTools } from './row-tools';

interface SectionEditorProps {
  section: DraftSection;
  /** Its place among the sections: the first cannot move up, the last not down. */
  first: boolean;
  last: boolean;
  onChange: (section: DraftSection) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The server's refusals by '<row key>.<field>'. */
  errors: Record<string, string>;
}

/** One section of the template: its titles, its items in order, and Add item. */
export function SectionEditor({ section, first, last, onChange, onMove, onRemove, errors }: SectionEditorProps) {
  const { t } = useTranslation();
  const name = section.title.trim() || t('checklistEditor.untitled');
  const setItems = (items: DraftItem[]) => onChange({ ...section, items });
  const patchItem = (index: number, patch: Partial<DraftItem>) =>
    setItems(section.items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={name}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('checklistEditor.sectionTitle')}
            value={section.title}
            onChange={(e) => onChange({ ...section, title: e.currentTarget.value })}
            maxLength={MAX_CHECKLIST_TITLE}
            error={errors[`${section.key}.title`]}
            required
          />
          <TextInput
            label={t('checklistEditor.sectionTitleEs')}
            value={section.title_es}
            onChange={(e) => onChange({ ...section, title_es: e.currentTarget.value })}
            maxLength={MAX_CHECKLIST_TITLE}
            error={errors[`${section.key}.title_es`]}
          />
        </SimpleGrid>
        <RowTools name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />
        {section.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('checklistEditor.noItems')}
          </Text>
        )}
        {section.items.map((item, index) => {
          const itemName = item.label.trim() || t('checklistEditor.untitled');
          return (
            <Paper key={item.key} withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
              <Stack gap={4} role="group" aria-label={itemName}>
                <ItemFields
                  item={item}
                  onChange={(patch) => patchItem(index, patch)}
                  errors={{
                    label: errors[`${item.key}.label`],
                    label_es: errors[`${item.key}.label_es`],
                    kind: errors[`${item.key}.kind`],
                  }}
                />
                <RowTools
                  name={itemName}
                  first={index === 0}
                  last={index === section.items.length - 1}
                  onMove={(step) => setItems(moved(section.items, index, step))}
                  onRemove={() => setItems(section.items.filter((_, i) => i !== index))}
                />
              </Stack>
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setItems([...section.items, emptyItem()])}
          h={44}
          aria-label={t('checklistEditor.addItemTo', { name })}
        >
          {t('checklistEditor.addItem')}
        </Button>
      </Stack>
    </Paper>
  );
}
