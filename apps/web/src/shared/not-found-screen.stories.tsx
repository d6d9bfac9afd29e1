import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen';
import { withScreen } from './testing/screen-story';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/no/such/page' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'We could not find that page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(/^Navigated to \/$/);
  },
};
