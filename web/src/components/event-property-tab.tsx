import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandGoogleDrive, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { newTab } from '../lib/company';
import { useFormat } from '../lib/format';
import { DetailRow } from './detail-row';
import { mapsLinkUrl, PropertyMap } from './property-map';
import { PropertyPhotos } from './property-photos';

type PropertyView = NonNullable<CleaningEvent['property']>;

function joinAddress(p: PropertyView): string {
  return [p.street_address, p.city, p.state, p.zip_code].filter((part) => part.trim() !== '').join(', ');
}

/** A link out of the app (instructions, Drive folder, map), opened in a new tab. */
function LinkButton({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component="a" href={href} {...newTab} variant="light" leftSection={icon} size="md">
      {children}
    </Button>
  );
}

/**
 * The Property tab of the event details: what a housekeeper needs on the doorstep;
 * a supervisor sees their own pay instead of the housekeeper's; an admin (the only reader the server sends the
 * client price to) also sees the price and both pays.
 */
export function EventPropertyTab({ property }: { property: PropertyView | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!property)
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('eventDetails.noProperty')}
      </Text>
    );
  const dash = (value: string | number) => (value === '' ? '—' : value);
  const forAdmin = 'client_price' in property;
  // "Open in Maps" sits under the embedded map when there is one, else with the other links.
  const hasMap = property.google_maps_address.trim() !== '';
  const mapsButton = (
    <LinkButton href={mapsLinkUrl(property)} icon={<IconMapPin size={18} />}>
      {t('eventDetails.openMaps')}
    </LinkButton>
  );
  return (
    <Stack gap="md">
      <PropertyPhotos images={property.images} name={property.name} emptyText={t('photos.none')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {property.note && (
          <LinkButton href={property.note} icon={<IconExternalLink size={18} />}>
            {t('eventDetails.instructions')}
          </LinkButton>
        )}
        {property.google_drive_folder_url && (
          <LinkButton href={property.google_drive_folder_url} icon={<IconBrandGoogleDrive size={18} />}>
            {t('eventDetails.driveFolder')}
          </LinkButton>
        )}
        {!hasMap && mapsButton}
      </SimpleGrid>
      <Stack gap={0}>
        <DetailRow label={t('eventDetails.name')}>{property.name}</DetailRow>
        <DetailRow label={t('eventDetails.bedrooms')}>{property.bedrooms}</DetailRow>
        <DetailRow label={t('eventDetails.bathrooms')}>{property.bathrooms}</DetailRow>
        <DetailRow label={t('eventDetails.entryMethod')}>{dash(property.entry_method)}</DetailRow>
        <DetailRow label={t('eventDetails.entryMethodDescription')}>
          {dash(property.entry_method_description)}
        </DetailRow>
        <DetailRow label={t('eventDetails.cabinetCode')}>{dash(property.cabinet_code)}</DetailRow>
        <DetailRow label={t('eventDetails.otherDetails')}>{dash(property.details)}</DetailRow>
        <DetailRow label={t('eventDetails.address')}>{dash(joinAddress(property))}</DetailRow>
        <DetailRow label={t('eventDetails.region')}>{dash(property.region)}</DetailRow>
        <DetailRow label={t('eventDetails.laundryType')}>
          {dash([property.laundry_type, property.laundry_type_description].filter(Boolean).join(' — '))}
        </DetailRow>
        {/* Each reader sees their own pay: the housekeeper's, or the supervisor's (decision 0031); an admin both. */}
        {'worker_payment' in property ? (
          <DetailRow label={t('eventDetails.workerPayment')}>
            {format.money(property.worker_payment, PAYROLL_CURRENCY)}
          </DetailRow>
        ) : (
          <DetailRow label={t('eventDetails.supervisorPayment')}>
            {format.money(property.supervisor_payment, PAYROLL_CURRENCY)}
          </DetailRow>
        )}
        {forAdmin && (
          <>
            <DetailRow label={t('eventDetails.supervisorPayment')}>
              {format.money(property.supervisor_payment, PAYROLL_CURRENCY)}
            </DetailRow>
            <DetailRow label={t('eventDetails.clientPrice')}>
              {format.money(property.client_price, property.client_currency)}
            </DetailRow>
          </>
        )}
      </Stack>
      {hasMap && (
        <Stack gap="xs">
          <PropertyMap address={property.google_maps_address} />
          {mapsButton}
        </Stack>
      )}
    </Stack>
  );
}
