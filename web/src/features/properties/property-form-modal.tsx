import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyInput, type PropertyView } from '@common/contracts/properties';
import { FormModal } from '../../components/form-modal';
import { UploadError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { clientsQuery } from '../../lib/resources/clients';
import { useSaveProperty } from '../../lib/resources/properties';
import { PhotoPicker, photoProblem } from './photo-picker';
import { PropertyFormFields } from './property-form-fields';
import { initialValues, requiredAmounts, turnoverErrors, type PropertyFormValues } from './property-values';

const validateSchema = zod4Resolver(propertyInput);

interface PropertyFormModalProps {
  /** The property to edit; undefined to register a new one (only then photos can be added). */
  property?: PropertyView;
  onClose: () => void;
}

/** Register / edit a property: every field, photos uploaded one by one on creation. */
export function PropertyFormModal({ property, onClose }: PropertyFormModalProps) {
  const { t } = useTranslation();
  const clients = useQuery(clientsQuery());
  const mutation = useSaveProperty();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[]>([]);
  const form = useForm<PropertyFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(property),
    validate: (values) => ({ ...validateSchema(values), ...requiredAmounts(values), ...turnoverErrors(values) }),
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
      : errorText(error, t('properties.saveError'));

  return (
    <FormModal
      title={t(property ? 'properties.editTitle' : 'properties.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError ? errorMessage : null}
      cancelLabel={t('properties.cancel')}
      submitLabel={t(property ? 'properties.save' : 'properties.register')}
      busy={mutation.isPending}
      size="xl"
      fullScreenOnPhone
    >
      <PropertyFormFields form={form} clients={clients.data ?? []} medianMinutes={property?.median_minutes} />
      {!property && <PhotoPicker files={files} onChange={setFiles} progress={progress} disabled={mutation.isPending} />}
    </FormModal>
  );
}
