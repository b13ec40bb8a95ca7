import { Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';
import { ConfirmModal } from '../../components/confirm-modal';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { getRole } from '../../lib/session';
import { propertiesQuery, useDeleteProperty } from './api';
import { PropertiesList } from './properties-list';
import { PropertyDetailModal } from './property-detail-modal';
import { PropertyFormModal } from './property-form-modal';
import { filterProperties } from './property-values';

type Editing = { property?: PropertyView } | null;

/** /propertys (spec 2.8): search and details for admins and supervisors; register, edit, delete for admins. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const isAdmin = getRole() === 'admin';
  const query = useQuery(propertiesQuery());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<PropertyView | null>(null);
  const [deleting, setDeleting] = useState<PropertyView | null>(null);
  const deleteMutation = useDeleteProperty();

  const handleDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: ({ outcome }) => {
        setDeleting(null);
        notifications.show({ color: 'teal', message: t(`properties.${outcome}`, { name: deleting.name }), autoClose: 6000 });
      },
    });
  };

  const all = query.data ?? [];
  const shown = filterProperties(all, search);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('pages.properties')}>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            {t('properties.add')}
          </Button>
        )}
      </PageHeader>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('properties.search')}
        aria-label={t('properties.search')}
        leftSection={<IconSearch size={16} />}
        maw={520}
      />
      <ListState
        isPending={query.isPending}
        error={query.isError ? errorText(query.error, t('properties.loadError')) : null}
        isEmpty={shown.length === 0}
        emptyText={t(all.length === 0 ? 'properties.empty' : 'properties.noMatch')}
      />
      {shown.length > 0 && (
        <PropertiesList
          properties={shown}
          isAdmin={isAdmin}
          onView={setViewing}
          onEdit={(property) => setEditing({ property })}
          onDelete={setDeleting}
        />
      )}
      {editing && <PropertyFormModal property={editing.property} onClose={() => setEditing(null)} />}
      {viewing && <PropertyDetailModal property={viewing} onClose={() => setViewing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t('properties.deleteTitle')}
        confirmLabel={t('properties.delete')}
        cancelLabel={t('properties.cancel')}
        busy={deleteMutation.isPending}
        error={deleteMutation.isError ? errorText(deleteMutation.error, t('properties.deleteError')) : null}
        onConfirm={handleDelete}
        onClose={() => {
          deleteMutation.reset();
          setDeleting(null);
        }}
      >
        {t('properties.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
