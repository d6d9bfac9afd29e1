import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, customerFixture, otpOffHandlers, STORY_LOGIN_CODE } from '@jhatpat/api-client/testing';
import { expect } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { DevOtpCodesScreen } from './dev-otp-codes-screen';

const meta = {
  title: 'Screens/Auth/Sandbox SMS codes',
  component: DevOtpCodesScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
  decorators: [withScreen({ path: '/dev/otp' })],
} satisfies Meta<typeof DevOtpCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop: the sandbox's codes, for a tester to type on the login page. */
export const Codes: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(`otp-code-${customerFixture.phone}`)).toHaveTextContent(STORY_LOGIN_CODE);
    await expect(canvas.getByRole('cell', { name: customerFixture.phone })).toBeVisible();
  },
};

/** Any other shop: no sandbox, no codes to show. */
export const SandboxOff: Story = {
  parameters: { msw: { handlers: [...otpOffHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The SMS sandbox is off on this shop')).toBeVisible();
  },
};
