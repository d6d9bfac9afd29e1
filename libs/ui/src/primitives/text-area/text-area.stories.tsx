import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Order notes', hint: '', error: '', disabled: false, placeholder: '' },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Order notes' });
    await userEvent.type(notes, 'Ring the bell twice{Enter}Leave at the gate');
    await expect(notes).toHaveValue('Ring the bell twice\nLeave at the gate');
  },
};

export const WithHint: Story = { args: { hint: 'Optional: anything the rider should know' } };

export const WithError: Story = {
  args: { error: 'Notes must be 200 characters or fewer', defaultValue: 'Please call on arrival' },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Order notes' });
    await expect(notes).toBeInvalid();
    await expect(notes).toHaveAccessibleDescription('Notes must be 200 characters or fewer');
  },
};

export const Disabled: Story = { args: { defaultValue: 'Leave at the gate', disabled: true } };

/** Uncontrolled: the count follows the typing all the same. */
export const CharacterCount: Story = {
  args: { maxLength: 200, hint: 'Optional' },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Order notes' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(notes, 'Call on arrival');
    await expect(canvas.getByText('15/200')).toBeVisible();
    await expect(notes).toHaveAccessibleDescription('Optional 15/200');
  },
};

function ShortNote() {
  const [value, setValue] = useState('');
  return <TextArea label="Note for the rider" maxLength={30} value={value} onChange={(e) => setValue(e.target.value)} />;
}

export const AtTheLimit: Story = {
  render: () => <ShortNote />,
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Note for the rider' });
    await userEvent.type(notes, 'Second floor, the door on the left side');
    await expect(notes).toHaveValue('Second floor, the door on the ');
    await expect(canvas.getByText('30/30')).toBeVisible();
    await expect(canvas.getByText('0 characters left')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Anything else the rider should know about reaching your door in Kankarbagh or Boring Road',
    hint: 'Landmarks such as a temple, a school gate or a shop name help most',
    defaultValue: 'Near Gandhi Maidan, opposite the old bus stand. The lane is narrow, so please park at the corner tea stall and walk the last fifty metres.',
  },
};
