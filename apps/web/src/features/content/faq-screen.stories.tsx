import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { expectPageTitled } from './content-page-story';
import { FaqScreen } from './faq-screen';

const meta = {
  title: 'Screens/Content/FAQ',
  component: FaqScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/faq' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByText(/We deliver in Patna only/)).toBeVisible();
    await expect(canvas.getByText(/Our promise is delivery in 8 minutes/)).toBeVisible();
    // docs/product.md §2's cancellation text, verbatim.
    await expect(
      canvas.getByText('Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.'),
    ).toBeVisible();
    await expect(canvas.getByText(/A handling charge of ₹2\.00 is added/)).toBeVisible();
    await expect(canvas.getByText(/A donation of ₹1\.00 is added by default/)).toBeVisible();
    for (const method of [/Cash on delivery \(COD\)/, /Card \(CARD\)/, /^UPI: /]) await expect(canvas.getByText(method)).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/faq', role: 'customer', location: 'Boring Road, Patna, Bihar' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Where do you deliver?' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

/** Issue 19 "हिन्दी": every heading, answer and figure in Hindi, and the tab's title too. */
export const InHindi: Story = {
  decorators: [withScreen({ path: '/faq' })],
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expectPageTitled(canvas, 'अक्सर पूछे जाने वाले सवाल');
    await expect(canvas.getByText(/^फ़िलहाल हम सिर्फ़ पटना में डिलीवरी करते हैं।/)).toBeVisible();
    await expect(canvas.getByText(/^हमारा वादा है आपके पास के स्टोर से 8 मिनट में डिलीवरी।/)).toBeVisible();
    await expect(canvas.getByText('हर ऑर्डर पर ₹2.00 का हैंडलिंग शुल्क जुड़ता है।')).toBeVisible();
    await expect(canvas.getByText(/^₹1\.00 का दान अपने-आप जुड़ता है/)).toBeVisible();
    await expect(canvas.getByText(/^राइडर को टिप देना आपकी मर्ज़ी है: ₹20\.00, /)).toBeVisible();
    await expect(canvas.getByText('डिलीवरी के लिए पैक होने के बाद ऑर्डर रद्द नहीं हो सकता। अचानक देरी होने पर, लागू हो तो रिफ़ंड दिया जाएगा।')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.queryByText(/We deliver|Delivery is free/)).not.toBeInTheDocument();
  },
};
