import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PropertyView } from '@common/contracts/properties';

const MAP_HEIGHT = 180;

/** The Google Maps embed URL of an address (the server's CSP allows this frame source). */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** The maps link of a property: its maps address, else street, city, state and zip. */
export function mapsLinkUrl(
  property: Pick<PropertyView, 'google_maps_address' | 'street_address' | 'city' | 'state' | 'zip_code'>,
): string {
  const address =
    property.google_maps_address ||
    [property.street_address, property.city, property.state, property.zip_code].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** An embedded map of the property's maps address, 180 px high. */
export function PropertyMap({ address }: { address: string }) {
  const { t } = useTranslation();
  if (!address.trim()) return null;
  return (
    <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bd="1px solid gray.3">
      <iframe
        title={t('eventDetails.map')}
        src={mapEmbedUrl(address)}
        width="100%"
        height={MAP_HEIGHT}
        style={{ border: 0, display: 'block' }}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </Box>
  );
}
