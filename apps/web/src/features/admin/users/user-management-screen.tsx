import { useState } from 'react';
import type { User } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { roles, shopRules } from '@jhatpat/domain';
import { Button, Dialog, Select, TextField } from '@jhatpat/ui';
import { Pagination, Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { ListSearch } from '../list-search';
import { useListParams } from '../use-list-params';
import { useFlash } from '../use-flash';
import styles from '../admin-page.module.css';
import { draftOf, draftProblem, type UserDraft } from './user-draft';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const roleOptions = roles.map((role) => ({ value: role, label: role }));

// docs/product.md §8 "Admin": the page's own words when the server gives none.
const FETCH_FAILED = 'Failed to fetch users';
const BAD_FORMAT = 'Invalid data format received from API';

/** docs/product.md §2 /admin/user-management: search, inline edit of name, phone and role, pages of 10, delete. */
export function UserManagementScreen() {
  useDocumentTitle('User Management');
  const api = useApi();
  const { values, page, go } = useListParams({ search: '' });
  const { search } = values;
  // The row being edited in place and its unsaved values.
  const [editing, setEditing] = useState<{ id: string; draft: UserDraft } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [flash, setFlash] = useFlash();

  const users = useLoad(
    `users:${search}:${page}`,
    async () => {
      // docs/product.md §8: the list's own words, whatever the server said.
      const answer = await api.users.list({ search, page, limit: shopRules.adminUsersPageSize }).catch(() => Promise.reject(new Error(FETCH_FAILED)));
      if (!Array.isArray(answer?.users)) throw new Error(BAD_FORMAT);
      return answer;
    },
    FETCH_FAILED,
  );

  async function save(user: User, draft: UserDraft) {
    const problem = draftProblem(draft);
    if (problem) return setFlash({ kind: 'error', text: problem });
    setBusy(true);
    try {
      const updated = await api.users.update(user._id, { ...draft, name: draft.name.trim() });
      if (users.status === 'ready') users.setData({ ...users.data, users: users.data.users.map((u) => (u._id === user._id ? updated : u)) });
      setEditing(null);
      setFlash({ kind: 'success', text: 'User updated successfully!' });
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to update user') });
    } finally {
      setBusy(false);
    }
  }

  async function remove(user: User) {
    setBusy(true);
    try {
      await api.users.remove(user._id);
      setDeleting(null);
      setFlash({ kind: 'success', text: 'User deleted successfully!' });
      users.reload();
    } catch (error) {
      setDeleting(null);
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to delete user') });
    } finally {
      setBusy(false);
    }
  }

  const edit = (changes: Partial<UserDraft>) => setEditing((current) => current && { ...current, draft: { ...current.draft, ...changes } });
  const draftFor = (user: User) => (editing?.id === user._id ? editing.draft : null);

  const columns: TableColumn<User>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (user) => {
        const draft = draftFor(user);
        return draft ? <TextField label="Name" value={draft.name} onChange={(event) => edit({ name: event.target.value })} /> : user.name;
      },
    },
    {
      key: 'phone',
      header: 'Phone',
      render: (user) => {
        const draft = draftFor(user);
        return draft ? <TextField label="Phone" inputMode="numeric" maxLength={10} value={draft.phone} onChange={(event) => edit({ phone: event.target.value })} /> : user.phone;
      },
    },
    {
      key: 'role',
      header: 'Role',
      render: (user) => {
        const draft = draftFor(user);
        return draft ? (
          <Select label="Role" value={draft.role} options={roleOptions} onChange={(event) => edit({ role: event.target.value as UserDraft['role'] })} />
        ) : (
          user.role
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (user) => {
        const draft = draftFor(user);
        return draft ? (
          <div className={styles.actions}>
            <Button size="sm" loading={busy} onClick={() => void save(user, draft)}>
              Save
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" aria-label={`Edit ${user.name}`} disabled={busy} onClick={() => setEditing({ id: user._id, draft: draftOf(user) })}>
              Edit
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${user.name}`} disabled={busy} onClick={() => setDeleting(user)}>
              Delete
            </Button>
          </div>
        );
      },
    },
  ];
  const rows = users.status === 'ready' ? users.data.users : [];

  return (
    <section className={styles.page} aria-labelledby="users-title">
      <h1 id="users-title" className={styles.title}>
        User Management
      </h1>
      <ListSearch label="Search by name or phone" initial={search} onSearch={(text) => go({ search: text.trim() })} />
      <FlashMessage flash={flash} />
      <Table
        caption="Users"
        columns={columns}
        rows={rows}
        rowKey={(user) => user._id}
        loading={users.status === 'loading'}
        error={users.status === 'error' ? users.error : undefined}
        emptyText={search ? `No users match “${search}”` : 'No users yet'}
      />
      {users.status === 'ready' && (
        <Pagination page={users.data.pagination.page} pageCount={Math.max(1, users.data.pagination.pages)} onPageChange={({ page: next }) => go({ page: next })} label="Users pages" />
      )}
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        title="Delete user"
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} onClick={() => deleting && void remove(deleting)}>
              Delete
            </Button>
          </>
        }
      >
        <p>Are you sure you want to delete this user?</p>
        {deleting && (
          <p className={styles.muted}>
            {deleting.name} · {deleting.phone} · {deleting.role}
          </p>
        )}
      </Dialog>
    </section>
  );
}
