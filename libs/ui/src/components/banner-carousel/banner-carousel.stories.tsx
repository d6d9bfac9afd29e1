import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel';
import { sampleSlides } from './banner-carousel.fixtures';

// Local state stands in for the carousel machine of @jhatpat/machines.
function WithIndex(args: BannerCarouselProps) {
  const [index, setIndex] = useState(args.index);
  return <BannerCarousel {...args} index={index} onIndexChange={(c) => { args.onIndexChange(c); setIndex(c.index); }} />;
}

const meta = {
  title: 'Shop/BannerCarousel',
  component: BannerCarousel,
  args: { slides: sampleSlides, index: 0, onIndexChange: fn() },
  argTypes: { index: { control: { type: 'range', min: 0, max: 4 } } },
  render: (args) => <WithIndex {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlide: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Offer 1: seasonal sale' })).toHaveAttribute('href', '/seasonal-sale');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith({ index: 1 });
    await expect(canvas.getByRole('group', { name: '2 of 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }));
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
  },
};

export const MiddleSlide: Story = { args: { index: 2 } };

export const LastSlide: Story = {
  args: { index: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  },
};
