import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(change) => {
        props.onPageChange(change);
        setPage(change.page);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { page: 3 } };

/** Next into the last page: the button turns disabled but keeps focus, so Tab order is not lost. */
export const ToTheLastPage: Story = {
  args: { page: 4 },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 5 });
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const ManyPages: Story = {
  args: { page: 9, pageCount: 24 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 24' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 24 });
    await expect(canvas.getByRole('button', { name: 'Page 24' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toBeVisible();
  },
};

export const SinglePage: Story = { args: { pageCount: 1 } };

export const Narrow: Story = {
  args: { page: 12, pageCount: 24, label: 'Orders pages' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
};
