import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_ITEM_KINDS, MAX_CHECKLIST_LABEL, type ChecklistItemKind } from '@common/domain/checklist';

/** What an item is, whether in the template or a property's own list. */
export interface ItemValues {
  label: string;
  label_es: string;
  kind: ChecklistItemKind;
  required: boolean;
}

interface ItemFieldsProps {
  item: ItemValues;
  onChange: (patch: Partial<ItemValues>) => void;
  /** The server's refusals of this item by field ('label', 'kind', ...). */
  errors?: Record<string, string | undefined>;
}

/** Label (English and Spanish), kind and the Required switch of one checklist item (the template, a property). */
export function ItemFields({ item, onChange, errors = {} }: ItemFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
      <TextInput
        label={t('checklistEditor.label')}
        value={item.label}
        onChange={(e) => onChange({ label: e.currentTarget.value })}
        maxLength={MAX_CHECKLIST_LABEL}
        error={errors.label}
        required
      />
      <TextInput
        label={t('checklistEditor.labelEs')}
        value={item.label_es}
        onChange={(e) => onChange({ label_es: e.currentTarget.value })}
        maxLength={MAX_CHECKLIST_LABEL}
        error={errors.label_es}
      />
      <NativeSelect
        label={t('checklistEditor.kind')}
        value={item.kind}
        onChange={(e) => onChange({ kind: e.currentTarget.value as ChecklistItemKind })}
        data={CHECKLIST_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`checklistEditor.kinds.${kind}`) }))}
        error={errors.kind}
        size="md"
      />
      <Switch
        label={t('checklistEditor.required')}
        checked={item.required}
        onChange={(e) => onChange({ required: e.currentTarget.checked })}
        size="md"
        // The label is the touch target: 44 px tall on a phone.
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
        mt={{ sm: 'lg' }}
      />
    </SimpleGrid>
  );
}
