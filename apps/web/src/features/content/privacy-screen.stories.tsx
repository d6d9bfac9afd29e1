import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { expectPageTitled } from './content-page-story';
import { PrivacyScreen } from './privacy-screen';

const meta = {
  title: 'Screens/Content/Privacy',
  component: PrivacyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/privacy' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    // docs/product.md §3's browser storage keys, each named.
    for (const key of ['token', 'user', 'role', 'guestCart', 'selectedAddress']) {
      await expect(canvas.getByText(key, { selector: 'code' })).toBeVisible();
    }
    await expect(canvas.getByText('Logging out clears all of it')).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/privacy', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'On our servers' })).toBeVisible();
    await expect(canvas.getByText(/We do not sell your data/)).toBeVisible();
  },
};

/** Issue 19 "हिन्दी": the page in Hindi; the storage keys stay as the browser names them. */
export const InHindi: Story = {
  decorators: [withScreen({ path: '/privacy' })],
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expectPageTitled(canvas, 'प्राइवेसी');
    for (const key of ['token', 'user', 'role', 'guestCart', 'selectedAddress']) {
      await expect(canvas.getByText(key, { selector: 'code' })).toBeVisible();
    }
    await expect(canvas.getByText('लॉग आउट करते ही यह सब मिट जाता है')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'इसे कौन देखता है' })).toBeVisible();
    await expect(canvas.getByText(/हम आपका डेटा नहीं बेचते।$/)).toBeVisible();
  },
};
