import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CrashBoundaryView } from './crash-boundary-view';

const meta = {
  title: 'Shop/CrashBoundaryView',
  component: CrashBoundaryView,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CrashBoundaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crashed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
