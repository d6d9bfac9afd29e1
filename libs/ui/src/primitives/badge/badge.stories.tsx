import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const tones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Default', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: tones }, children: { control: 'text' } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Discount: Story = { args: { tone: 'accent', children: '20% OFF' } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jp-space-2)', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>{tone}</Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Only 3 left at the Boring Road store', tone: 'warning' },
  decorators: [(Story) => <div style={{ maxWidth: '8rem' }}><Story /></div>],
};
