import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../internal/link';
import { BannerCarousel } from './banner-carousel';
import { sampleSlides } from './banner-carousel.fixtures';

describe('BannerCarousel', () => {
  it('shows only the slide at index and asks for neighbours and dots by index', () => {
    const onIndexChange = vi.fn();
    render(<BannerCarousel slides={sampleSlides} index={2} onIndexChange={onIndexChange} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['3 of 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(onIndexChange.mock.calls).toEqual([[{ index: 1 }], [{ index: 3 }], [{ index: 0 }]]);
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('disables previous on the first slide and next on the last (no wrap)', () => {
    const { rerender } = render(<BannerCarousel slides={sampleSlides} index={0} onIndexChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous slide' }).disabled).toBe(true);
    rerender(<BannerCarousel slides={sampleSlides} index={4} onIndexChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next slide' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous slide' }).disabled).toBe(false);
  });

  it('links each slide to its path through the given link component', () => {
    const Link = ({ href, ...rest }: LinkComponentProps) => <a href={`/c${href}`} {...rest} />;
    render(<BannerCarousel slides={sampleSlides} index={1} onIndexChange={() => {}} linkComponent={Link} />);
    expect(screen.getByRole('link', { name: 'Offer 2: paan corner' }).getAttribute('href')).toBe('/c/paan-corner');
  });

  it('asks the browser for the first slide before other images: it is the largest paint of the home page', () => {
    const { container } = render(<BannerCarousel slides={sampleSlides} index={0} onIndexChange={() => {}} />);
    const priorities = [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priorities).toEqual(['high', 'auto', 'auto', 'auto', 'auto']);
  });
});
