import { FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_PROPERTY_IMAGES, TOO_MANY_IMAGES } from '@common/contracts/properties';
import { fieldError } from '../../lib/field-error';

/** Why a photo selection cannot be sent, or null when it can: images only, at most 10. */
export function photoProblem(files: File[]): string | null {
  if (files.length > MAX_PROPERTY_IMAGES) return TOO_MANY_IMAGES;
  if (files.some((f) => !f.type.startsWith('image/'))) return 'Only images can be uploaded';
  return null;
}

interface PhotoPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Upload progress per file (0-100) while saving; empty otherwise. */
  progress: number[];
  disabled: boolean;
}

/** The photo input of a new property, with one progress bar per file while they upload. */
export function PhotoPicker({ files, onChange, progress, disabled }: PhotoPickerProps) {
  const { t } = useTranslation();
  const problem = photoProblem(files);
  return (
    <Stack gap="xs">
      <FileInput
        label={t('properties.fields.images')}
        description={t('properties.photosHint', { max: MAX_PROPERTY_IMAGES })}
        placeholder={t('properties.choosePhotos')}
        accept="image/*"
        multiple
        clearable
        value={files}
        onChange={onChange}
        disabled={disabled}
        leftSection={<IconPhoto size={16} />}
        error={fieldError('properties', problem)}
      />
      {progress.length > 0 &&
        files.map((file, index) => (
          <Stack key={`${file.name}-${index}`} gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" truncate>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {progress[index] ?? 0}%
              </Text>
            </Group>
            <Progress
              value={progress[index] ?? 0}
              size="sm"
              animated={(progress[index] ?? 0) < 100}
              aria-label={t('properties.uploading', { name: file.name })}
            />
          </Stack>
        ))}
    </Stack>
  );
}
