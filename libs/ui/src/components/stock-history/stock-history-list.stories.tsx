import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockHistoryList } from './stock-history-list';
import { sampleMovements } from './stock-history-list.fixtures';

const meta = {
  title: 'Admin/StockHistoryList',
  component: StockHistoryList,
  args: { movements: sampleMovements },
  decorators: [(Story) => <div style={{ width: '28rem' }}><Story /></div>],
} satisfies Meta<typeof StockHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: every kind of movement, with who, when, why and the order it was for. */
export const History: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Stock history' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Picked · order #JP-000412');
    await expect(items[0]).toHaveTextContent('−2');
    await expect(items[1]).toHaveTextContent('Adjusted (damaged)');
    await expect(items[1]).toHaveTextContent('Crushed in the cold room');
    await expect(items[4]).toHaveTextContent('+24');
    await expect(items[4]).toHaveTextContent('Shop Admin');
  },
};

export const OneMovement: Story = { args: { movements: sampleMovements.slice(4) } };
