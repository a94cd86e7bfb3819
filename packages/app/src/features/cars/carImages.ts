import type { Car, CarImage } from '@autoberza/api-client';
import { imageUrl } from '../../lib/imageUrl';

/** Sizes of a card photo in the app's grids (1, 2 or 3 columns inside a 1258 px container). */
export const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';
/** Sizes of a card in the two-column My listings grid. */
export const TWO_COLUMN_SIZES = '(min-width: 1280px) 620px, (min-width: 768px) 48vw, 100vw';
/** Sizes of the detail slider (the container's main column). */
export const SLIDER_SIZES = '(min-width: 1024px) 800px, 100vw';

/** `src`/`srcSet` of one stored photo from the responsive widths the API lists. */
export function responsiveImage(image: CarImage, sizes: string) {
  const src = imageUrl(image.url) ?? image.url;
  const srcSet = image.widths.length
    ? [...image.widths]
        .sort((a, b) => a.width - b.width)
        .map((w) => `${imageUrl(w.url) ?? w.url} ${w.width}w`)
        .join(', ')
    : undefined;
  return { src, srcSet, sizes };
}

/** The first photo of a car for its card, or null for the placeholder. */
export function cardImage(car: Pick<Car, 'image'>, sizes: string = CARD_SIZES) {
  const first = car.image[0];
  return first ? responsiveImage(first, sizes) : null;
}
