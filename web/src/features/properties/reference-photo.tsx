import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useRemoveReferencePhoto, useSetReferencePhoto } from '../../lib/resources/checklists';
import { photoForUpload, PhotoRefusedError } from '../../lib/shrink-image';

interface ReferencePhotoProps {
  propertyId: number;
  itemId: string;
  /** The item's label, for screen readers ('Reference photo for Pool'). */
  name: string;
  url: string | undefined;
}

/** One item's reference photo at a property: its thumbnail, and add, change or remove (sent at once). */
export function ReferencePhoto({ propertyId, itemId, name, url }: ReferencePhotoProps) {
  const { t } = useTranslation();
  const set = useSetReferencePhoto();
  const remove = useRemoveReferencePhoto();
  const [shrinking, setShrinking] = useState(false);
  const busy = shrinking || set.isPending || remove.isPending;
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message:
        error instanceof PhotoRefusedError
          ? error.message
          : errorText(error, t('checklistEditor.property.referenceError')),
    });

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setShrinking(true);
    let photo: Blob;
    try {
      // Shrunk on the phone first, as every photo the app sends (a reference is only looked at).
      photo = await photoForUpload(file);
    } catch (error) {
      failed(error);
      return;
    } finally {
      setShrinking(false);
    }
    set.mutate(
      { propertyId, itemId, photo },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('checklistEditor.property.referenceSaved') }),
        onError: failed,
      },
    );
  };
  const handleRemove = () =>
    remove.mutate(
      { propertyId, itemId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('checklistEditor.property.referenceRemoved') }),
        onError: failed,
      },
    );

  return (
    <Group gap="xs" wrap="wrap">
      {url ? (
        <Image
          src={url}
          alt={t('checklistEditor.property.referenceFor', { name })}
          w={64}
          h={64}
          radius="sm"
          fit="cover"
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t('checklistEditor.property.reference')}
        </Text>
      )}
      <FileButton onChange={(file) => void handleFile(file)} accept="image/*">
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="xs"
            h={44}
            loading={shrinking || set.isPending}
            disabled={busy}
            leftSection={<IconCamera size={14} />}
            aria-label={`${t(url ? 'checklistEditor.property.changeReference' : 'checklistEditor.property.addReference')}: ${name}`}
          >
            {t(url ? 'checklistEditor.property.changeReference' : 'checklistEditor.property.addReference')}
          </Button>
        )}
      </FileButton>
      {url && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          h={44}
          onClick={handleRemove}
          loading={remove.isPending}
          disabled={busy}
          leftSection={<IconTrash size={14} />}
          aria-label={`${t('checklistEditor.property.removeReference')}: ${name}`}
        >
          {t('checklistEditor.property.removeReference')}
        </Button>
      )}
    </Group>
  );
}
