import { bannerPaths } from '@jhatpat/domain';
import type { BannerSlide } from './banner-carousel';

// Stories and specs only: five local SVG banners (docs/product.md §9: 5 slides) over the SPEC banner paths.
const colours = ['#0c831f', '#f8cb46', '#c62828', '#4f5562', '#076116'];
const paths = [...bannerPaths, 'staples'];

export const sampleSlides: BannerSlide[] = paths.map((path, i) => ({
  id: path,
  href: `/${path}`,
  alt: `Offer ${i + 1}: ${path.replace('-', ' ')}`,
  imageUrl: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 7"><rect width="16" height="7" fill="${colours[i]}"/></svg>`,
  )}`,
}));
