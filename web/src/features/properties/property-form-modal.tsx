import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyInput, type PropertyView } from '@common/contracts/properties';
import { ApiError } from '../../lib/api-client';
import { UploadError } from '../../lib/upload';
import { clientOptionsQuery, useSaveProperty } from './api';
import { PhotoPicker, photoProblem } from './photo-picker';
import { PropertyFormFields } from './property-form-fields';
import { initialValues, requiredAmounts, type PropertyFormValues } from './property-values';

const validateSchema = zod4Resolver(propertyInput);

interface PropertyFormModalProps {
  /** The property to edit; undefined to register a new one (only then photos can be added). */
  property?: PropertyView;
  onClose: () => void;
}

/** Register / edit a property (spec 2.8, 5): every field, photos uploaded one by one on creation. */
export function PropertyFormModal({ property, onClose }: PropertyFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const clients = useQuery(clientOptionsQuery());
  const mutation = useSaveProperty();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[]>([]);
  const form = useForm<PropertyFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(property),
    validate: (values) => ({ ...validateSchema(values), ...requiredAmounts(values) }),
  });

  const handleSubmit = form.onSubmit((values) => {
    if (photoProblem(files)) return;
    setProgress(files.map(() => 0));
    const onProgress = (index: number, percent: number) =>
      setProgress((current) => current.map((p, i) => (i === index ? percent : p)));
    mutation.mutate(
      { id: property?.id, values: propertyInput.parse(values), files, onProgress },
      { onSuccess: onClose, onError: () => setProgress([]) },
    );
  });

  const error = mutation.error;
  const errorMessage =
    error instanceof UploadError
      ? `${t('properties.uploadError')}: ${error.responseText}`
      : error instanceof ApiError && error.status < 500 && error.status !== 404 && error.detail
        ? `${t('properties.saveError')} ${error.detail}`
        : t('properties.saveError');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(property ? 'properties.editTitle' : 'properties.newTitle')}
      size="xl"
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <PropertyFormFields form={form} clients={clients.data ?? []} />
          {!property && <PhotoPicker files={files} onChange={setFiles} progress={progress} disabled={mutation.isPending} />}
          {mutation.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('properties.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t(property ? 'properties.save' : 'properties.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
