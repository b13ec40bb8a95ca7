import { Button } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';
import { DataList, type DataColumn } from '../../components/data-list';

interface PropertiesListProps {
  properties: PropertyView[];
  isAdmin: boolean;
  onView: (property: PropertyView) => void;
  onEdit: (property: PropertyView) => void;
  onDelete: (property: PropertyView) => void;
}

/** Name, client (admins only), location, bedrooms, bathrooms and the row actions. */
export function PropertiesList({ properties, isAdmin, onView, onEdit, onDelete }: PropertiesListProps) {
  const { t } = useTranslation();
  const columns: DataColumn<PropertyView>[] = [
    { key: 'name', label: t('properties.fields.name'), render: (p) => p.name },
    ...(isAdmin ? [{ key: 'client', label: t('properties.fields.client'), render: (p: PropertyView) => ('client_name' in p ? p.client_name : '—') }] : []),
    { key: 'location', label: t('properties.location'), render: (p) => [p.city, p.state].filter(Boolean).join(', ') || '—' },
    { key: 'bedrooms', label: t('properties.fields.bedrooms'), render: (p) => p.bedrooms },
    { key: 'bathrooms', label: t('properties.fields.bathrooms'), render: (p) => p.bathrooms },
  ];
  const named = (action: string, p: PropertyView) => ({ 'aria-label': `${t(`properties.${action}`)} ${p.name}` });
  return (
    <DataList
      label={t('pages.properties')}
      rows={properties}
      columns={columns}
      rowKey={(p) => p.id}
      actionsLabel={t('properties.actions')}
      actions={(p) => (
        <>
          <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onView(p)} {...named('details', p)}>
            {t('properties.details')}
          </Button>
          {isAdmin && (
            <>
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => onEdit(p)} {...named('edit', p)}>
                {t('properties.edit')}
              </Button>
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(p)} {...named('delete', p)}>
                {t('properties.delete')}
              </Button>
            </>
          )}
        </>
      )}
    />
  );
}
