import { bannerPaths } from '@jhatpat/domain';
import type { BannerSlide } from './banner-carousel';

// Stories and specs only: the shop's five banners (docs/product.md §9: 5 slides) over the SPEC banner paths, as the
// API serves them (apps/api/assets/banners; Storybook and the visual suite serve that folder too).
const paths = [...bannerPaths, 'staples'];

export const sampleSlides: BannerSlide[] = paths.map((path, i) => ({
  id: path,
  href: `/${path}`,
  alt: `Offer ${i + 1}: ${path.replace('-', ' ')}`,
  imageUrl: `/api/images/banners/${path}.svg`,
}));
