import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableProps } from './table';

interface User {
  id: string;
  name: string;
  phone: string;
  role: string;
}

const users: User[] = [
  { id: 'u1', name: 'Asha Kumari', phone: '9876543210', role: 'customer' },
  { id: 'u2', name: 'Ravi Ranjan', phone: '9123456780', role: 'delivery' },
];

const columns: TableColumn<User>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'phone', header: 'Phone' },
  { key: 'role', header: 'Role', sortable: true },
  { key: 'actions', header: 'Actions', render: (user) => <button type="button">Edit {user.name}</button> },
];

const renderTable = (props: Partial<TableProps<User>> = {}) =>
  render(<Table caption="Users" columns={columns} rows={users} rowKey={(u) => u.id} {...props} />);

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Table', () => {
  it('is named by its caption, with column headers and a cell per column', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent?.replace(/[▲▼↕]/, ''), h.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Phone', 'col'],
      ['Role', 'col'],
      ['Actions', 'col'],
    ]);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Asha Kumari', '9876543210', 'customer', 'Edit Asha Kumari'],
      ['Ravi Ranjan', '9123456780', 'delivery', 'Edit Ravi Ranjan'],
    ]);
    expect(screen.getByRole('region', { name: 'Users' }).tabIndex).toBe(0);
  });

  it('puts a sort button in sortable headers and marks only the sorted column with aria-sort', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { key: 'name', direction: 'ascending' }, onSortChange });
    const [name, phone, role] = screen.getAllByRole('columnheader');
    expect(name!.getAttribute('aria-sort')).toBe('ascending');
    expect(role!.hasAttribute('aria-sort')).toBe(false);
    expect(within(phone!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Role' }));
    expect(onSortChange.mock.calls).toEqual([[{ key: 'name', direction: 'descending' }], [{ key: 'role', direction: 'ascending' }]]);
  });

  it('shows the rows in the order given', () => {
    renderTable({ rows: [...users].reverse(), sort: { key: 'name', direction: 'descending' } });
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Ravi Ranjan', 'Asha Kumari']);
  });

  it('while loading is busy and shows skeleton rows instead of the rows', () => {
    renderTable({ loading: true, loadingRows: 10 });
    expect(screen.getByRole('table', { name: 'Users' }).getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('Asha Kumari')).toBeNull();
  });

  it('says so in one full-width row when there are no rows, or when they failed', () => {
    const { rerender } = renderTable({ rows: [], emptyText: 'No users found' });
    const [cell] = within(bodyRows()[0]!).getAllByRole('cell');
    expect([cell!.textContent, cell!.getAttribute('colspan')]).toEqual(['No users found', '4']);
    rerender(<Table caption="Users" columns={columns} rows={users} rowKey={(u) => u.id} error="Could not load users" />);
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Could not load users']);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
  });
});
