import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Badge, Box, Image, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PHOTO_MAX_HEIGHT = 300;

interface PropertyPhotosProps {
  images: { url: string }[];
  name: string;
  /** Shown in place of the carousel when there is no photo; without it nothing is shown. */
  emptyText?: string;
}

/** A swipeable carousel of property photos (at most 300 px high) with an 'n / total' counter. */
export function PropertyPhotos({ images, name, emptyText }: PropertyPhotosProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return emptyText ? (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text c="dimmed" ta="center" size="sm">
          {emptyText}
        </Text>
      </Paper>
    ) : null;
  }
  const several = images.length > 1;
  return (
    <Box pos="relative">
      {/* Mantine's own announcement says "Slide 1 of 2" in English only: hidden (global.css), said here. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {t('photos.slideOf', { n: index + 1, total: images.length })}
      </VisuallyHidden>
      <Carousel
        className="property-photos"
        // No indicators: their dots are 5 px targets named in English only, and the counter below
        // already says which photo is shown (decision 0034).
        withIndicators={false}
        withControls={several}
        onSlideChange={setIndex}
        emblaOptions={{ loop: several }}
        aria-label={t('photos.label')}
        previousControlProps={{ 'aria-label': t('photos.previous') }}
        nextControlProps={{ 'aria-label': t('photos.next') }}
        controlSize={44}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
      >
        {images.map((image, i) => (
          <Carousel.Slide key={`${image.url}-${i}`} bg="gray.1">
            <Image
              src={image.url}
              alt={t('photos.photoOf', { name, n: i + 1, total: images.length })}
              h={{ base: 220, sm: PHOTO_MAX_HEIGHT }}
              mah={PHOTO_MAX_HEIGHT}
              fit="contain"
              loading="lazy"
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Badge
        pos="absolute"
        top={8}
        right={8}
        color="dark"
        variant="filled"
        style={{ opacity: 0.8 }}
        data-testid="photo-counter"
      >
        {index + 1} / {images.length}
      </Badge>
    </Box>
  );
}
