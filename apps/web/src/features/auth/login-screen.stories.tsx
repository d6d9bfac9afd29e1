import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminFixture, authErrorHandlers, authInvalidCredentialsHandlers, authLoadingHandlers, createShopHandlers, customerFixture, riderFixture } from '@jhatpat/api-client/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const guest = [withScreen({ path: '/login' })];

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function logIn(canvas: Canvas, phone: string, password = 'any-password') {
  await userEvent.type(await canvas.findByLabelText('Phone number'), phone);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

export const Empty: Story = {
  decorators: guest,
  play: async ({ canvas }) => {
    const phone = await canvas.findByLabelText('Phone number');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('maxlength', '10');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    // docs/product.md §5: phone and password are required; nothing is sent without them.
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Please enter your phone number')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CustomerLogsIn: Story = {
  decorators: guest,
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvas, customerFixture.phone);
    // "Login successful!" (docs/product.md §8), then the customer's landing page (docs/product.md §4).
    await expect(await within(canvasElement.ownerDocument.body).findByText('Login successful!')).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

export const AdminLogsIn: Story = {
  decorators: guest,
  play: async ({ canvas }) => {
    await logIn(canvas, adminFixture.phone);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /admin/dashboard');
  },
};

export const DeliveryLogsIn: Story = {
  decorators: guest,
  play: async ({ canvas }) => {
    await logIn(canvas, riderFixture.phone);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /delivery/orders');
  },
};

export const WrongPassword: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [...authInvalidCredentialsHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await logIn(canvas, customerFixture.phone, 'wrong-password');
    // The server's msg, as an alert.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid phone number or password.');
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const Failed: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [http.post('*/api/auth/login', () => HttpResponse.error()), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await logIn(canvas, customerFixture.phone);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed. Try again.');
  },
};

export const ServerDown: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [...authErrorHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await logIn(canvas, customerFixture.phone);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};

export const LoggingIn: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [...authLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await logIn(canvas, customerFixture.phone);
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AlreadySignedIn: Story = {
  decorators: [withScreen({ path: '/login', role: 'customer' })],
  parameters: { drawsNothing: 'A signed-in shopper never sees the login form: it sends them to their dashboard at once.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

/** Issue 19 item 11: sent from the cart's "Login Required", the customer comes back to the cart, not the dashboard. */
export const CustomerReturnsToCart: Story = {
  decorators: [withScreen({ path: '/login', url: '/login?next=%2Fcart' })],
  play: async ({ canvas }) => {
    await logIn(canvas, customerFixture.phone);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(/^Navigated to \/cart$/);
  },
};

/** Staff land on their own pages whatever the link asked. */
export const AdminIgnoresReturn: Story = {
  decorators: [withScreen({ path: '/login', url: '/login?next=%2Fcart' })],
  play: async ({ canvas }) => {
    await logIn(canvas, adminFixture.phone);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /admin/dashboard');
  },
};
