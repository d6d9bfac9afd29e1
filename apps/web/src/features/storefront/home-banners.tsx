import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Banner } from '@jhatpat/api-client';
import type { Role } from '@jhatpat/domain';
import { carouselMachine } from '@jhatpat/machines';
import { BannerCarousel, type BannerSlide } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { RouterLink } from '../../shared/router-link';
import { useApi } from '../../shared/services/shop-services';
import { homeDocumentBanners } from './home-document-banners';
import { catalogHref } from './storefront-paths';
import styles from './home-screen.module.css';

/** docs/product.md §2 banner carousel: the server's slides, each leading to /{path} (guest) or /c/{path} (customer). */
export function HomeBanners({ role }: { role: Role | null }) {
  const api = useApi();
  // On a first visit to / the server wrote the slides into the page, and drew the first one before the scripts ran.
  const [initialData] = useState(homeDocumentBanners);
  const banners = useLoad('banners', () => api.products.banners(), 'Failed to load offers', { initialData });
  // Same box as the carousel (picture + dots), so nothing below moves when the slides arrive.
  if (banners.status === 'loading') {
    return (
      <div className={styles.bannerPlaceholder} aria-hidden="true">
        <div className={styles.bannerPicture} />
        <div className={styles.bannerDots} />
      </div>
    );
  }
  // docs/product.md §8: a failed fetch on the storefront leaves the rest of the page as it is; the offers are extras.
  if (banners.status === 'error' || banners.data.length === 0) return null;
  return <DrivenCarousel slides={banners.data.map((banner) => toSlide(banner, role))} />;
}

function toSlide(banner: Banner, role: Role | null): BannerSlide {
  return { id: banner._id, imageUrl: banner.image, alt: `${banner.title}: ${banner.subtitle}`, href: catalogHref(role, banner.path) };
}

/** The carousel machine owns the index (docs/product.md §4: 5 s auto-advance, no wrap); pointing or focusing holds it. */
function DrivenCarousel({ slides }: { slides: BannerSlide[] }) {
  const actor = useActorRef(carouselMachine, { input: { slideCount: slides.length } });
  const index = useSelector(actor, (snapshot) => snapshot.context.index);
  const show = ({ index: next }: { index: number }) => {
    if (next === index + 1) actor.send({ type: 'slide.next' });
    else if (next === index - 1) actor.send({ type: 'slide.previous' });
    else actor.send({ type: 'slide.go', index: next });
  };
  return (
    <div
      className={styles.banners}
      onPointerEnter={() => actor.send({ type: 'pointer.enter' })}
      onPointerLeave={() => actor.send({ type: 'pointer.leave' })}
      onFocus={() => actor.send({ type: 'focus.enter' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) actor.send({ type: 'focus.leave' });
      }}
    >
      <BannerCarousel slides={slides} index={index} onIndexChange={show} linkComponent={RouterLink} />
    </div>
  );
}
