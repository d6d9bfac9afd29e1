import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatRupees, shopRules } from '@jhatpat/domain';
import { Button } from '../button/button';
import { Pagination } from '../pagination/pagination';
import { Table, type TableColumn } from './table';
import type { TableSort } from './table-header-cell';

interface User {
  id: string;
  name: string;
  phone: string;
  role: 'customer' | 'admin' | 'delivery';
}

const names = ['Asha Kumari', 'Ravi Ranjan', 'Priya Sinha', 'Manoj Yadav', 'Sunita Devi', 'Arjun Mishra', 'Neha Jha', 'Vikash Gupta'];
const roles = ['customer', 'customer', 'delivery', 'customer', 'admin'] as const;
/** Deterministic users, so the pictures do not change between runs. */
const makeUsers = (count: number): User[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    name: `${names[i % names.length]} ${i + 1}`,
    phone: String(9_800_000_000 + i * 7_919),
    role: roles[i % roles.length]!,
  }));

const userColumns: TableColumn<User>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'phone', header: 'Phone' },
  { key: 'role', header: 'Role', sortable: true },
  { key: 'actions', header: 'Actions', render: (user) => <Button size="sm" variant="secondary" aria-label={`Edit ${user.name}`}>Edit</Button> },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<User>,
  args: { caption: 'Users', columns: userColumns, rows: makeUsers(3), rowKey: (user: User) => user.id, onSortChange: fn() },
} satisfies Meta<typeof Table<User>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SortableUsers({ onSortChange }: { onSortChange?: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'ascending' });
  const key = sort.key as 'name' | 'role';
  const rows = makeUsers(5).sort((a, b) => a[key].localeCompare(b[key]) * (sort.direction === 'ascending' ? 1 : -1));
  const change = (next: TableSort) => {
    onSortChange?.(next);
    setSort(next);
  };
  return <Table caption="Users" columns={userColumns} rows={rows} rowKey={(u) => u.id} sort={sort} onSortChange={change} />;
}

/** The caller sorts (here in the story; the admin screens ask the server). */
export const Sortable: Story = {
  render: (args) => <SortableUsers onSortChange={args.onSortChange} />,
  play: async ({ args, canvas }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'descending' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(canvas.getAllByRole('row')[1]!).getByText('Sunita Devi 5')).toBeVisible();
    canvas.getByRole('button', { name: /Role/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Role/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: shopRules.adminUsersPageSize },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No users found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No users found' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    error: (
      <>
        Could not load users. <Button size="sm" variant="secondary">Retry</Button>
      </>
    ),
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

function PagedUsers({ total }: { total: number }) {
  const pageSize = shopRules.adminUsersPageSize; // docs/product.md §9: 10 users a page
  const [page, setPage] = useState(1);
  const users = makeUsers(total);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Table caption="Users" columns={userColumns} rows={users.slice((page - 1) * pageSize, page * pageSize)} rowKey={(u) => u.id} />
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={(change) => setPage(change.page)} label="Users pages" />
    </div>
  );
}

export const WithPagination: Story = {
  render: () => <PagedUsers total={47} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 7);
    await expect(canvas.getByRole('cell', { name: 'Sunita Devi 45' })).toBeVisible();
  },
};

export const ManyPages: Story = {
  render: () => <PagedUsers total={236} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 24')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Ravi Ranjan 18' })).toBeVisible();
  },
};

interface Order {
  id: string;
  customer: string;
  grandTotalPaise: number;
}

/** Amounts align to the end; a narrow screen scrolls the table inside its focusable region. */
export const LongTextNarrow: Story = {
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <Table<Order>
        caption="Orders placed from Kankarbagh, Boring Road and Patliputra Colony this week"
        columns={[
          { key: 'id', header: 'Order', render: (o) => o.id.slice(18, 24).toUpperCase() },
          { key: 'customer', header: 'Customer' },
          { key: 'grandTotalPaise', header: 'Grand total', align: 'end', render: (o) => formatRupees(o.grandTotalPaise) },
        ]}
        rows={[
          { id: '6650f1c2a9e4b3d2c1f0a9e8', customer: 'Shri Ramesh Prasad Srivastava, Flat 3B, Sai Apartments', grandTotalPaise: 124_500 },
          { id: '6650f1c2a9e4b3d2c1f0a9f1', customer: 'Asha Kumari', grandTotalPaise: 5_300 },
        ]}
        rowKey={(o) => o.id}
      />
    </div>
  ),
};
