import { Carousel } from '@mantine/carousel';
import { Anchor, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';
import { Field } from './field';

const money = (symbol: string, amount: number) => `${symbol}${amount.toLocaleString('en-US')}`;

/** Opens in a new tab, safely. */
function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {children}
    </Anchor>
  );
}

/** The Property tab of the calendar's event details (spec 2.6). */
export function PropertyTab({ property }: { property: PropertyView }) {
  const { t } = useTranslation();
  const na = t('dashboard.notAvailable');
  const text = (value: string) => value || na;
  const address = [property.street_address, property.city, property.state].filter(Boolean).join(', ');
  const maps = property.google_maps_address || address;
  return (
    <Stack gap="xs">
      <Text fw={700} size="lg">
        {property.name}
      </Text>
      <Field label={t('dashboard.bedrooms')}>{property.bedrooms}</Field>
      <Field label={t('dashboard.bathrooms')}>{property.bathrooms}</Field>
      <Field label={t('dashboard.entryMethod')}>
        {text(property.entry_method)}
        {property.entry_method_description ? ` — ${property.entry_method_description}` : ''}
      </Field>
      <Field label={t('dashboard.details')}>{text(property.details)}</Field>
      <Field label={t('dashboard.region')}>{text(property.region)}</Field>
      <Field label={t('dashboard.zip')}>{text(property.zip_code)}</Field>
      <Field label={t('dashboard.address')}>{text(address)}</Field>
      <Field label={t('dashboard.laundryType')}>
        {text(property.laundry_type)}
        {property.laundry_type_description ? ` — ${property.laundry_type_description}` : ''}
      </Field>
      <Field label={t('dashboard.laundryInstructions')}>
        {property.note ? <External href={property.note}>{t('dashboard.openInstructions')}</External> : na}
      </Field>
      <Field label={t('dashboard.cabinetCode')}>{text(property.cabinet_code)}</Field>
      {'client_price' in property && (
        <Field label={t('dashboard.clientPrice')}>{money('$', property.client_price)}</Field>
      )}
      <Field label={t('dashboard.workerPayment')}>{money('₡', property.worker_payment)}</Field>
      <Field label={t('dashboard.supervisorPayment')}>{money('₡', property.supervisor_payment)}</Field>
      <Field label={t('dashboard.driveFolder')}>
        {property.google_drive_folder_url ? (
          <External href={property.google_drive_folder_url}>{t('dashboard.openDrive')}</External>
        ) : (
          na
        )}
      </Field>
      {maps && (
        <Field label={t('dashboard.maps')}>
          <External href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(maps)}`}>
            {t('dashboard.openMaps')}
          </External>
        </Field>
      )}
      {property.images.length > 0 ? (
        <Carousel withIndicators emblaOptions={{ loop: true }} aria-label={t('dashboard.photos')} mt="xs">
          {property.images.map((image, i) => (
            <Carousel.Slide key={image.url}>
              <Image src={image.url} alt={t('dashboard.photoAlt', { name: property.name, n: i + 1 })} mah={300} fit="contain" radius="sm" />
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : (
        <Text size="sm" c="dimmed">
          {t('dashboard.noPhotos')}
        </Text>
      )}
    </Stack>
  );
}
