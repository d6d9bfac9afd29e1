import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { pagination } from '../../platform/http/pagination.js';
import { Sql } from '../../platform/database/sql-transaction.js';
import { toUserView, USER_COLUMNS, type UserRow } from '../user.view.js';
import type { UserPage } from './list-users.dto.js';
import { ListUsersQuery } from './list-users.query.js';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ search, page, limit }: ListUsersQuery): Promise<UserPage> {
    // The search text is a parameter, with LIKE's own wildcards escaped: it only ever matches itself.
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = `name ILIKE $1 OR phone LIKE $1`;
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM users WHERE ${where}`,
      [pattern],
    );
    const rows: UserRow[] = await this.db.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [pattern, limit, (page - 1) * limit],
    );
    return {
      users: rows.map(toUserView),
      pagination: { ...pagination(page, limit, total), limit },
    };
  }
}
