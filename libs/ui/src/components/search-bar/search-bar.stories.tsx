import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBar } from './search-bar';

const meta = {
  title: 'Shop/SearchBar',
  component: SearchBar,
  args: { onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '480px' }}><Story /></div>],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    // Blank submits do nothing (docs/product.md §5).
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '  paneer  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'paneer' });
  },
};

export const TypingHints: Story = {
  args: { typingStepMs: 10 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(input).toHaveAttribute('placeholder', 'Search "milk"');
      return;
    }
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Search "milk"'));
  },
};

export const WithQuery: Story = { args: { defaultQuery: 'amul butter' } };
