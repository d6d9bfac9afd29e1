import type { BannerView } from './banner.view.js';

// docs/product.md §2: 5 slides; the banner paths seasonal-sale, paan-corner, special-offers and fruits, and a
// featured category (staples) as the fifth. Fixed ids, so a slide is the same one after a restart.
const slides: Omit<BannerView, 'image'>[] = [
  { _id: '6750f0c1000000000000b001', title: 'Seasonal Sale', subtitle: 'Shahi litchi, Malda mango and festive treats', path: 'seasonal-sale' },
  { _id: '6750f0c1000000000000b002', title: 'Paan Corner', subtitle: 'Magahi paan, mukhwas and mouth fresheners', path: 'paan-corner' },
  { _id: '6750f0c1000000000000b003', title: 'Special Offers', subtitle: 'Big savings on everyday favourites', path: 'special-offers' },
  { _id: '6750f0c1000000000000b004', title: 'Fresh Fruits', subtitle: 'Hand-picked from the mandi every morning', path: 'fruits' },
  { _id: '6750f0c1000000000000b005', title: 'Kitchen Staples', subtitle: 'Atta, dal, rice, oil and masala', path: 'staples' },
];

export const banners: BannerView[] = slides.map((slide) => ({ ...slide, image: `/api/images/banners/${slide.path}.svg` }));
