import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './payment-method-picker';

function WithState(args: PaymentMethodPickerProps) {
  const [value, setValue] = useState(args.value);
  return <PaymentMethodPicker {...args} value={value} onChange={(c) => { args.onChange(c); setValue(c.paymentMethod); }} />;
}

const meta = {
  title: 'Shop/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { onChange: fn() },
  render: (args) => <WithState {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '400px' }}><Story /></div>],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: /UPI/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethod: 'UPI' });
    await expect(canvas.getByRole('radio', { name: /UPI/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethod: 'CARD' });
    await expect(canvas.getByRole('img', { name: 'Net banking' })).toBeVisible();
  },
};

export const CashOnDelivery: Story = { args: { value: 'COD' } };
export const Card: Story = { args: { value: 'CARD' } };
export const Disabled: Story = { args: { value: 'UPI', disabled: true } };

/** A shop with no payment provider set up takes cash only (issue 16 item 1): the online methods show, disabled. */
export const CashOnly: Story = {
  args: { available: ['COD'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /UPI/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeDisabled();
    await expect(canvas.getByText('Online payment is not available at this shop yet: pay with cash on delivery.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on Delivery/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethod: 'COD' });
  },
};
