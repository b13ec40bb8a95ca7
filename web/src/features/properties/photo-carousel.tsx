import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Badge, Box, Image, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The property's photos, one at a time (at most 300 px high), with an 'n / total' counter. */
export function PhotoCarousel({ images, name }: { images: { url: string }[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text c="dimmed" ta="center" size="sm">
          {t('properties.noPhotos')}
        </Text>
      </Paper>
    );
  }
  return (
    <Box pos="relative">
      <Carousel
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        emblaOptions={{ loop: true }}
        onSlideChange={setIndex}
        height={300}
        aria-label={t('properties.photos')}
        previousControlProps={{ 'aria-label': t('properties.previousPhoto') }}
        nextControlProps={{ 'aria-label': t('properties.nextPhoto') }}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
      >
        {images.map((image, i) => (
          <Carousel.Slide key={`${image.url}-${i}`} bg="gray.1">
            <Image src={image.url} alt={t('properties.photoAlt', { name, n: i + 1 })} h={300} fit="contain" />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Badge pos="absolute" top={10} right={10} color="dark" variant="filled" style={{ opacity: 0.8 }} data-testid="photo-counter">
        {index + 1} / {images.length}
      </Badge>
    </Box>
  );
}
