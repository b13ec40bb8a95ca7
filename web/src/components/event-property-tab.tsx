import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandGoogleDrive, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { DetailRow } from './detail-row';
import { PropertyMap } from './property-map';
import { PropertyPhotos } from './property-photos';

type PropertyView = NonNullable<CleaningEvent['property']>;

function joinAddress(p: PropertyView): string {
  return [p.street_address, p.city, p.state, p.zip_code].filter((part) => part.trim() !== '').join(', ');
}

/** The Property tab of the event details (spec 2.14): what a housekeeper needs on the doorstep. */
export function EventPropertyTab({ property }: { property: PropertyView | null }) {
  const { t, i18n } = useTranslation();
  if (!property) return <Text c="dimmed" py="lg" ta="center">{t('eventDetails.noProperty')}</Text>;
  const dash = (value: string | number) => (value === '' ? '—' : value);
  const payment = `₡${new Intl.NumberFormat(i18n.language).format(property.worker_payment)}`;
  return (
    <Stack gap="md">
      <PropertyPhotos images={property.images} name={property.name} />
      {(property.note || property.google_drive_folder_url) && (
        <SimpleGrid cols={{ base: 1, xs: property.note && property.google_drive_folder_url ? 2 : 1 }} spacing="xs">
          {property.note && (
            <Button component="a" href={property.note} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconExternalLink size={18} />} size="md">
              {t('eventDetails.instructions')}
            </Button>
          )}
          {property.google_drive_folder_url && (
            <Button component="a" href={property.google_drive_folder_url} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconBrandGoogleDrive size={18} />} size="md">
              {t('eventDetails.driveFolder')}
            </Button>
          )}
        </SimpleGrid>
      )}
      <Stack gap={0}>
        <DetailRow label={t('eventDetails.name')}>{property.name}</DetailRow>
        <DetailRow label={t('eventDetails.bedrooms')}>{property.bedrooms}</DetailRow>
        <DetailRow label={t('eventDetails.bathrooms')}>{property.bathrooms}</DetailRow>
        <DetailRow label={t('eventDetails.entryMethod')}>{dash(property.entry_method)}</DetailRow>
        <DetailRow label={t('eventDetails.entryMethodDescription')}>{dash(property.entry_method_description)}</DetailRow>
        <DetailRow label={t('eventDetails.cabinetCode')}>{dash(property.cabinet_code)}</DetailRow>
        <DetailRow label={t('eventDetails.otherDetails')}>{dash(property.details)}</DetailRow>
        <DetailRow label={t('eventDetails.address')}>{dash(joinAddress(property))}</DetailRow>
        <DetailRow label={t('eventDetails.region')}>{dash(property.region)}</DetailRow>
        <DetailRow label={t('eventDetails.laundryType')}>
          {dash([property.laundry_type, property.laundry_type_description].filter(Boolean).join(' — '))}
        </DetailRow>
        <DetailRow label={t('eventDetails.workerPayment')}>{payment}</DetailRow>
      </Stack>
      <PropertyMap address={property.google_maps_address} />
    </Stack>
  );
}
