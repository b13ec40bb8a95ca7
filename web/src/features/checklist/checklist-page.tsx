import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { checklistTemplateQuery, useSaveChecklistTemplate } from '../../lib/resources/checklists';
import { emptySection, moved, rowErrors, toDraft, toTemplateInput, type DraftSection } from './checklist-draft';
import { SectionEditor } from './section-editor';

/**
 * /checklist (decision 0037): the company's checklist, the list every cleaning asks for
 * unless a property hides or adds items. Edits stay on the screen until Save; a refused save keeps them.
 */
export function ChecklistPage() {
  const { t } = useTranslation();
  const query = useQuery(checklistTemplateQuery());
  const save = useSaveChecklistTemplate();
  // The rows being edited: null until the admin changes something (the stored template shows till then).
  const [edited, setEdited] = useState<DraftSection[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The stored template's rows, made once per answer so that their keys stay put.
  const fromServer = useMemo(() => (query.data ? toDraft(query.data) : []), [query.data]);
  const sections = edited ?? fromServer;
  const change = (next: DraftSection[]) => setEdited(next);
  const patch = (index: number, section: DraftSection) => change(sections.map((s, i) => (i === index ? section : s)));

  const handleSave = () => {
    const sent = sections;
    save.mutate(toTemplateInput(sent), {
      onSuccess: () => {
        setEdited(null);
        setErrors({});
        notifications.show({ color: 'teal', message: t('checklistEditor.saved') });
      },
      onError: (error) => setErrors(rowErrors(sent, error)),
    });
  };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('checklistEditor.title')} description={t('checklistEditor.description')} />
      <ListState
        isPending={query.isPending}
        error={query.error ? t('checklistEditor.loadError') : null}
        isEmpty={sections.length === 0}
        emptyText={t('checklistEditor.empty')}
      />
      {query.data && (
        <>
          {sections.map((section, index) => (
            <SectionEditor
              key={section.key}
              section={section}
              first={index === 0}
              last={index === sections.length - 1}
              onChange={(next) => patch(index, next)}
              onMove={(step) => change(moved(sections, index, step))}
              onRemove={() => change(sections.filter((_, i) => i !== index))}
              errors={errors}
            />
          ))}
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(save.error, t('checklistEditor.saveError'))}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => change([...sections, emptySection()])}
              h={44}
            >
              {t('checklistEditor.addSection')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={handleSave}
              loading={save.isPending}
              disabled={edited === null}
              h={44}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('checklistEditor.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
