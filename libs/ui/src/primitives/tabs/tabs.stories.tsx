import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const orderTabs: TabItem[] = [
  { id: 'items', label: 'Items', content: <p>Amul Taaza Toned Milk 500 ml × 2, Britannia Brown Bread × 1</p> },
  { id: 'shipping', label: 'Shipping', content: <p>Flat 3B, Sai Apartments, Boring Road, Patna</p> },
  { id: 'payment', label: 'Payment', content: <p>Cash on delivery, pending</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'Order details', tabs: orderTabs, onSelectedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}><Story /></div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab enters on the selected tab; arrows, Home and End select as they move (automatic activation). */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Items' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Shipping' })).toHaveTextContent('Boring Road, Patna');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Payment' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Items' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith({ id: 'payment' });
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Payment' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { tabs: orderTabs.map((tab) => (tab.id === 'shipping' ? { ...tab, disabled: true } : tab)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Items' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs(props: { onSelectedChange?: (change: { id: string }) => void }) {
  const [selectedId, setSelectedId] = useState('shipping');
  return (
    <>
      <Tabs
        label="Order details"
        tabs={orderTabs}
        selectedId={selectedId}
        onSelectedChange={(change) => {
          props.onSelectedChange?.(change);
          setSelectedId(change.id);
        }}
      />
      <p>Showing: {selectedId}</p>
    </>
  );
}

/** The parent owns the selection, e.g. to keep it in the URL. */
export const Controlled: Story = {
  render: (args) => <ControlledTabs onSelectedChange={args.onSelectedChange} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Payment' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith({ id: 'payment' });
    await expect(canvas.getByText('Showing: payment')).toBeVisible();
  },
};

export const ManyTabs: Story = {
  args: {
    label: 'Order status',
    tabs: ['All orders', 'Pending payment', 'Confirmed', 'Preparing', 'Shipped', 'Delivered', 'Cancelled'].map((label) => ({
      id: label,
      label,
      content: <p>{label} orders in Patna today</p>,
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
};
