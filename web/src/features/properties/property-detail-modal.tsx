import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandGoogleDrive, IconMapPin, IconWashMachine } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { mapsLinkUrl } from '../../components/property-map';
import { PropertyPhotos } from '../../components/property-photos';
import { newTab } from '../../lib/company';
import { useFormat } from '../../lib/format';
import { PriceHistory } from './price-history';
import { PropertyProblems } from './property-problems';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** Everything about a property; client name and price only when the server sent them (admin). */
export function PropertyDetailModal({ property, onClose }: { property: PropertyView; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const p = property;
  const currency = 'client_currency' in p ? p.client_currency : undefined;
  const f = (key: string) => t(`properties.fields.${key}`, { currency });
  const address = [p.street_address, p.city, p.state, p.zip_code].filter(Boolean).join(', ');
  const linkProps = { component: 'a', ...newTab, variant: 'light', size: 'xs' } as const;
  return (
    <Modal
      opened
      onClose={onClose}
      title={p.name}
      size="lg"
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <PropertyPhotos images={p.images} name={p.name} emptyText={t('photos.none')} />
        <Group gap="xs">
          <Button {...linkProps} href={mapsLinkUrl(p)} leftSection={<IconMapPin size={14} />}>
            {t('properties.openMaps')}
          </Button>
          {p.google_drive_folder_url && (
            <Button {...linkProps} href={p.google_drive_folder_url} leftSection={<IconBrandGoogleDrive size={14} />}>
              {t('properties.openDrive')}
            </Button>
          )}
          {p.note && (
            <Button {...linkProps} href={p.note} leftSection={<IconWashMachine size={14} />}>
              {t('properties.openLaundry')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          {'client_name' in p && <Item label={f('client')}>{p.client_name}</Item>}
          {'client_price' in p && (
            <Item label={f('client_price')}>{format.money(p.client_price, p.client_currency)}</Item>
          )}
          {'worker_payment' in p && (
            <Item label={f('worker_payment')}>{format.money(p.worker_payment, PAYROLL_CURRENCY)}</Item>
          )}
          <Item label={f('supervisor_payment')}>{format.money(p.supervisor_payment, PAYROLL_CURRENCY)}</Item>
          <Item label={f('bedrooms')}>{String(p.bedrooms)}</Item>
          <Item label={f('bathrooms')}>{String(p.bathrooms)}</Item>
          <Item label={f('region')}>{p.region}</Item>
          <Item label={f('entry_method')}>{p.entry_method}</Item>
          <Item label={f('cabinet_code')}>{p.cabinet_code}</Item>
          <Item label={f('laundry_type')}>{p.laundry_type}</Item>
          <Item label={f('check_out_time')}>{p.check_out_time ?? t('properties.turnover.companyDefault')}</Item>
          <Item label={f('check_in_time')}>{p.check_in_time ?? t('properties.turnover.companyDefault')}</Item>
          <Item label={t('properties.turnover.estimate')}>
            {p.cleaning_minutes === null
              ? t('properties.turnover.fromRooms', { duration: format.duration(p.estimated_minutes) })
              : format.duration(p.estimated_minutes)}
          </Item>
          <Item label={t('properties.turnover.medianLabel')}>
            {p.median_minutes != null ? format.duration(p.median_minutes) : ''}
          </Item>
        </SimpleGrid>
        <Divider />
        <Item label={t('properties.address')}>{address}</Item>
        {p.entry_method_description && <Item label={f('entry_method_description')}>{p.entry_method_description}</Item>}
        {p.laundry_type_description && <Item label={f('laundry_type_description')}>{p.laundry_type_description}</Item>}
        <Item label={f('details')}>{p.details}</Item>
        {'client_price' in p && <PriceHistory propertyId={p.id} />}
        <PropertyProblems propertyId={p.id} />
      </Stack>
    </Modal>
  );
}
