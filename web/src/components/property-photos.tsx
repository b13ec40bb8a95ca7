import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Badge, Box, Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PHOTO_MAX_HEIGHT = 300;

/** A swipeable carousel of property photos (max 300 px high) with an 'n / total' counter. */
export function PropertyPhotos({ images, name }: { images: { url: string }[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  return (
    <Box pos="relative">
      <Carousel
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        onSlideChange={setIndex}
        emblaOptions={{ loop: images.length > 1 }}
        aria-label={t('eventDetails.photos')}
        controlSize={36}
      >
        {images.map((image, i) => (
          <Carousel.Slide key={image.url}>
            <Image
              src={image.url}
              alt={t('eventDetails.photoOf', { name, n: i + 1, total: images.length })}
              mah={PHOTO_MAX_HEIGHT}
              h={{ base: 220, sm: PHOTO_MAX_HEIGHT }}
              fit="cover"
              radius="md"
              loading="lazy"
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Badge pos="absolute" top={8} right={8} color="dark" variant="filled" style={{ opacity: 0.8 }}>
        {index + 1} / {images.length}
      </Badge>
    </Box>
  );
}
