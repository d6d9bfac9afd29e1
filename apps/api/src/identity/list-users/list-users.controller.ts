import { Controller, Get, Inject, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ListUsersParams, UserPage } from './list-users.dto.js';
import { ListUsersQuery } from './list-users.query.js';

@ApiTags('users')
@Controller('users')
export class ListUsersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'List users, newest first, searchable by name or phone (admin)' })
  @ApiOkResponse({ type: UserPage })
  @ApiBadRequestResponse({ type: ErrorBody })
  list(@QueryParams() params: ListUsersParams): Promise<UserPage> {
    return this.queries.execute(new ListUsersQuery(params.search ?? '', params.page, params.limit));
  }
}
