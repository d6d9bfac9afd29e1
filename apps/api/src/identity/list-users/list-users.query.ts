import { Query } from '@nestjs/cqrs';
import type { UserPage } from './list-users.dto.js';

export class ListUsersQuery extends Query<UserPage> {
  constructor(
    readonly search: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
