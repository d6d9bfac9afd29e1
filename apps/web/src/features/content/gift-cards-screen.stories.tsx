import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { expectPageTitled } from './content-page-story';
import { GiftCardsScreen } from './gift-cards-screen';

const meta = {
  title: 'Screens/Content/GiftCards',
  component: GiftCardsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GiftCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/gift-cards' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    await expect(canvas.getByText('Jhatpat gift cards are not on sale yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Start Shopping' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /');
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/gift-cards', role: 'customer' })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Start Shopping' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

/** Issue 19 "हिन्दी": the page in Hindi, with its way back to the shop. */
export const InHindi: Story = {
  decorators: [withScreen({ path: '/gift-cards' })],
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expectPageTitled(canvas, 'गिफ़्ट कार्ड');
    await expect(canvas.getByText('झटपट गिफ़्ट कार्ड अभी बिक्री पर नहीं हैं।')).toBeVisible();
    await expect(canvas.getByText(/पटना में अपने परिवार और दोस्तों को भेज सकें/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ख़रीदारी शुरू करें' })).toHaveAttribute('href', '/');
  },
};
