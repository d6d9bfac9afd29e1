import type { Meta, StoryObj } from '@storybook/react-vite';
import { authErrorHandlers, authLoadingHandlers, createShopHandlers, customerFixture } from '@jhatpat/api-client/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const guest = [withScreen({ path: '/register' })];

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function register(canvas: Canvas, phone: string) {
  await userEvent.type(await canvas.findByLabelText('Name'), 'Meena Devi');
  await userEvent.type(canvas.getByLabelText('Phone number'), phone);
  await userEvent.type(canvas.getByLabelText('Password'), 'litti-chokha-2025');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
}

export const Empty: Story = {
  decorators: guest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    // docs/product.md §5: name, phone and password are required.
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    for (const message of ['Please enter your name', 'Please enter your phone number', 'Please enter your password']) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

const sent: unknown[] = [];
export const Registers: Story = {
  decorators: guest,
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/register', async ({ request }) => {
          sent.push(await request.clone().json());
          return undefined; // fall through to the shop's own handler
        }),
        ...createShopHandlers(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // Letters and spaces never reach the phone field.
    await register(canvas, '98350 12a345');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Registration successful! Please login.')).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /login');
    // docs/product.md §5: the role is only ever "customer".
    await expect(sent).toEqual([{ name: 'Meena Devi', phone: '9835012345', password: 'litti-chokha-2025', role: 'customer' }]);
  },
};

export const PhoneTaken: Story = {
  decorators: guest,
  play: async ({ canvas }) => {
    await register(canvas, customerFixture.phone);
    // Issue 19 item 11: under the phone field, the one it is about, and nowhere else.
    await waitFor(() => expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(/^An account with this phone number already exists\./), slow);
    await expect(canvas.getAllByText('An account with this phone number already exists.')).toHaveLength(1);
  },
};

export const Failed: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [http.post('*/api/auth/register', () => HttpResponse.error()), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await register(canvas, '9835012345');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed. Try again.');
    await expect(canvas.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-busy');
  },
};

export const ServerDown: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [...authErrorHandlers('Registrations are paused for maintenance.', 503), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await register(canvas, '9835012345');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registrations are paused for maintenance.');
  },
};

export const Registering: Story = {
  decorators: guest,
  parameters: { msw: { handlers: [...authLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await register(canvas, '9835012345');
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AlreadySignedIn: Story = {
  decorators: [withScreen({ path: '/register', role: 'customer' })],
  parameters: { drawsNothing: 'A signed-in customer never sees the register form: it sends them to their dashboard at once.' },
  play: async ({ canvas }) => {
    // A signed-in customer has an account already: their dashboard, not a second account.
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

/** Issue 19 item 11: a short phone and password are said under their fields before anything is sent, and a server refusal about a field goes under it. */
export const FieldErrors: Story = {
  decorators: guest,
  parameters: {
    msw: { handlers: [http.post('*/api/auth/register', () => HttpResponse.json({ statusCode: 400, msg: 'password must be at most 128 characters' }, { status: 400 })), ...createShopHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Meena Devi');
    await userEvent.type(canvas.getByLabelText('Phone number'), '98350');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(/^Please enter a valid 10-digit phone number/);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/^Password must be at least 8 characters/);
    await userEvent.type(canvas.getByLabelText('Phone number'), '12345');
    await userEvent.type(canvas.getByLabelText('Password'), ' but longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/^Password must be at most 128 characters/), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
