import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { DataList, type DataListProps } from './data-list';
import { ListState } from './list-state';
import { PageHeader } from './page-header';

interface ListScreenProps<T> extends Omit<DataListProps<T>, 'rows' | 'label' | 'actionsLabel'> {
  /** The screen's translation section: its `add`, `loadError`, `empty` and `actions` texts. */
  section: string;
  title: string;
  /** The list's query; `rows` narrows what it holds (a search). */
  query: { data?: T[]; isPending: boolean; error: Error | null };
  rows?: T[];
  /** The header's 'Register ...' button, when the reader may add. */
  onAdd?: () => void;
  maw: number;
  /** Instead of the section's `empty` text (a search that matched nothing). */
  emptyText?: string;
  /** What sits between the header and the list (a search box, a success banner). */
  toolbar?: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/** A list screen (clients, staff, accounts, properties): header and action, loading, error and empty states, the list. */
export function ListScreen<T>({
  section,
  title,
  query,
  rows,
  onAdd,
  maw,
  emptyText,
  toolbar,
  children,
  ...list
}: ListScreenProps<T>) {
  const { t } = useTranslation();
  const shown = rows ?? query.data ?? [];
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader title={title}>
        {onAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t(`${section}.add`)}
          </Button>
        )}
      </PageHeader>
      {toolbar}
      <ListState
        isPending={query.isPending}
        error={query.error ? errorText(query.error, t(`${section}.loadError`)) : null}
        isEmpty={shown.length === 0}
        emptyText={emptyText ?? t(`${section}.empty`)}
      />
      {shown.length > 0 && <DataList {...list} rows={shown} label={title} actionsLabel={t(`${section}.actions`)} />}
      {children}
    </Stack>
  );
}

/** The dialogs of a list screen: the row being edited (`{}` for a new one) and the row about to be deleted. */
export function useRowDialogs<T>() {
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    /** Opens the form: empty without a row, filled with one. */
    edit: (row?: T) => setEditing({ row }),
    closeEdit: () => setEditing(null),
    deleting,
    askDelete: (row: T) => setDeleting(row),
    closeDelete: () => setDeleting(null),
  };
}
