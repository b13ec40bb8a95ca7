import { Button, TextInput } from '@mantine/core';
import { can } from '@common/domain/policy';
import { notifications } from '@mantine/notifications';
import { IconListCheck, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen, useRowDialogs } from '../../components/list-screen';
import { RowButton } from '../../components/row-button';
import { propertiesQuery, useDeleteProperty } from '../../lib/resources/properties';
import { getRole } from '../../lib/session';
import { PropertyChecklistModal } from './property-checklist-modal';
import { PropertyDetailModal } from './property-detail-modal';
import { PropertyFormModal } from './property-form-modal';
import { filterProperties } from './property-values';

/** /propertys: search and details for admins and supervisors; register, edit, delete for admins. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const isAdmin = can(getRole(), 'property.manage');
  const query = useQuery(propertiesQuery());
  const [search, setSearch] = useState('');
  const dialogs = useRowDialogs<PropertyView>();
  const [viewing, setViewing] = useState<PropertyView | null>(null);
  const [checklistOf, setChecklistOf] = useState<PropertyView | null>(null);
  const deleteMutation = useDeleteProperty();

  const handleDelete = () => {
    const { deleting } = dialogs;
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: ({ outcome }) => {
        dialogs.closeDelete();
        notifications.show({
          color: 'teal',
          message: t(`properties.${outcome}`, { name: deleting.name }),
          autoClose: 6000,
        });
      },
    });
  };

  // The client column only for admins: the server sends supervisors no client (decision 0026).
  const columns: DataColumn<PropertyView>[] = [
    { key: 'name', label: t('properties.fields.name'), render: (p) => p.name },
    ...(isAdmin
      ? [
          {
            key: 'client',
            label: t('properties.fields.client'),
            render: (p: PropertyView) => ('client_name' in p ? p.client_name : '—'),
          },
        ]
      : []),
    {
      key: 'location',
      label: t('properties.location'),
      render: (p) => [p.city, p.state].filter(Boolean).join(', ') || '—',
    },
    { key: 'bedrooms', label: t('properties.fields.bedrooms'), render: (p) => p.bedrooms },
    { key: 'bathrooms', label: t('properties.fields.bathrooms'), render: (p) => p.bathrooms },
  ];

  const all = query.data ?? [];
  return (
    <ListScreen
      section="properties"
      title={t('pages.properties')}
      query={query}
      rows={filterProperties(all, search)}
      onAdd={isAdmin ? () => dialogs.edit() : undefined}
      maw={1200}
      emptyText={all.length === 0 ? undefined : t('properties.noMatch')}
      toolbar={
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('properties.search')}
          aria-label={t('properties.search')}
          leftSection={<IconSearch size={16} />}
          maw={520}
        />
      }
      columns={columns}
      rowKey={(p) => p.id}
      actions={(p) => (
        <>
          <RowButton kind="view" label={t('properties.details')} name={p.name} onClick={() => setViewing(p)} />
          {isAdmin && (
            <RowButton kind="edit" label={t('properties.edit')} name={p.name} onClick={() => dialogs.edit(p)} />
          )}
          {isAdmin && (
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconListCheck size={14} />}
              onClick={() => setChecklistOf(p)}
              aria-label={`${t('checklistEditor.property.open')} ${p.name}`}
            >
              {t('checklistEditor.property.open')}
            </Button>
          )}
          {isAdmin && (
            <RowButton
              kind="delete"
              label={t('properties.delete')}
              name={p.name}
              onClick={() => dialogs.askDelete(p)}
            />
          )}
        </>
      )}
    >
      {dialogs.editing && <PropertyFormModal property={dialogs.editing.row} onClose={dialogs.closeEdit} />}
      {viewing && <PropertyDetailModal property={viewing} onClose={() => setViewing(null)} />}
      {checklistOf && <PropertyChecklistModal property={checklistOf} onClose={() => setChecklistOf(null)} />}
      <DeleteConfirm
        section="properties"
        name={dialogs.deleting?.name ?? null}
        mutation={deleteMutation}
        onConfirm={handleDelete}
        onClose={() => {
          deleteMutation.reset();
          dialogs.closeDelete();
        }}
      />
    </ListScreen>
  );
}
