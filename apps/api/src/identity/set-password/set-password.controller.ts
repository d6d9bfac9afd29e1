import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Authenticated } from '../../platform/auth/roles.decorator.js';
import { UserView } from '../user.view.js';
import { SetPasswordCommand } from './set-password.command.js';
import { SetPasswordBody } from './set-password.dto.js';

/** Issue 19: a customer who signed up by OTP sets a password, so they can log in with it too. */
@ApiTags('auth')
@Controller('auth/me')
export class SetPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Sets the first password of an account made by login with OTP (hasPassword false); answers the user, hasPassword now true" })
  @ApiOkResponse({ type: UserView })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The password is missing, too short or too long' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The account already has a password' })
  setPassword(@CurrentUser() user: AuthenticatedUser, @Body() body: SetPasswordBody): Promise<UserView> {
    return this.commands.execute(new SetPasswordCommand(user, body.password));
  }
}
