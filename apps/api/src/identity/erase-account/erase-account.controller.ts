import { Body, Controller, Delete, HttpCode, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Authenticated } from '../../platform/auth/roles.decorator.js';
import { EraseAccountBody } from './erase-account.dto.js';
import { EraseAccountCommand } from './erase-account.command.js';

class AccountErased {
  @ApiProperty({ example: 'Your account has been deleted.' }) msg!: string;
}

/** Issue 16 item 8: a customer deletes their own account from the account menu. */
@ApiTags('auth')
@Controller('auth')
export class EraseAccountController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete('me')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: "Deletes the caller's account (password re-entered, or a code sent to its phone): name, phone, addresses and notes are erased everywhere, order amounts are kept for tax records",
  })
  @ApiOkResponse({ type: AccountErased })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Neither a password nor a code, or both' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The password or the code is wrong, or the code expired or was used' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The caller is the last admin' })
  erase(@CurrentUser() user: AuthenticatedUser, @Body() body: EraseAccountBody, @Req() request: FastifyRequest): Promise<AccountErased> {
    return this.commands.execute(new EraseAccountCommand(user, { password: body.password, code: body.code }, request.ip));
  }
}
