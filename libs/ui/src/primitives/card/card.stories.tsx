import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { padding: 'md', elevated: false, as: 'div', children: 'Home · B-12, Boring Road, Patna' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
    children: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { elevated: true } };

export const LongText: Story = {
  args: {
    children:
      'Flat 402, Shanti Apartments, fourth floor, Boring Canal Road, near Rajapur Pul and the big temple, Patna 800001, Bihar',
  },
};
