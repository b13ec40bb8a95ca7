import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const MAP_HEIGHT = 180;

/** The Google Maps embed URL of an address (the server's CSP allows this frame source). */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
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
