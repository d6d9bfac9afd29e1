import type { LinkComponent } from '../../internal/link';
import { IconButton } from '../../primitives/icon-button/icon-button';
import styles from './banner-carousel.module.css';
import { useShopText } from '../../locale/shop-text';

export interface BannerSlide {
  id: string;
  imageUrl: string;
  /** Describes the banner; it names the slide's link. */
  alt: string;
  href: string;
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** The shown slide; the carousel machine owns it (docs/product.md §4: 0 to 4, no wrap). */
  index: number;
  onIndexChange: (change: { index: number }) => void;
  linkComponent?: LinkComponent;
  /** @default 'Offers' */
  label?: string;
}

/** Presentational: previous/next and dots ask for an index; nothing here advances by itself. */
export function BannerCarousel({ slides, index, onIndexChange, linkComponent: Link = 'a', label }: BannerCarouselProps) {
  const { t, number } = useShopText();
  const last = slides.length - 1;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label ?? t('Offers')}>
      <div className={styles.viewport}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{n} of {total}', { n: number(i + 1), total: number(slides.length) })}
            className={styles.slide}
            hidden={i !== index}
          >
            <Link href={slide.href} className={styles.link}>
              {/* The first slide is the home page's largest paint: ask for it before other images. */}
              <img src={slide.imageUrl} alt={slide.alt} className={styles.image} fetchPriority={i === 0 ? 'high' : 'auto'} />
            </Link>
          </div>
        ))}
      </div>
      {/* Under the slide, not over it: on a phone, arrows laid over a banner cover its words. */}
      <div className={styles.controls}>
        <IconButton label={t('Previous slide')} icon="‹" size="sm" variant="ghost" disabled={index <= 0} onClick={() => onIndexChange({ index: index - 1 })} />
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={t('Go to slide {n}', { n: number(i + 1) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onIndexChange({ index: i })}
            />
          ))}
        </div>
        <IconButton label={t('Next slide')} icon="›" size="sm" variant="ghost" disabled={index >= last} onClick={() => onIndexChange({ index: index + 1 })} />
      </div>
    </section>
  );
}
