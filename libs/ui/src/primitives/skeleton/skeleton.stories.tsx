import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1em', shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="text"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Rect: Story = { args: { shape: 'rect', width: '8rem', height: '8rem' } };

export const Circle: Story = { args: { shape: 'circle', width: '3rem', height: '3rem' } };
