import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LimitPerClient } from '../../platform/http/client-limits/limit-per-client.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { UserView } from '../user.view.js';
import { RegisterBody } from './register.dto.js';
import { RegisterCommand } from './register.command.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('register')
  @HttpCode(201)
  @LimitPerClient('registrations')
  @ApiOperation({ summary: 'Create a customer account (a role in the body is ignored)' })
  @ApiCreatedResponse({ type: UserView })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A missing or invalid field, or an unknown one' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The phone number is already registered' })
  register(@Body() body: RegisterBody): Promise<UserView> {
    return this.commands.execute(new RegisterCommand(body.name, body.phone, body.password));
  }
}
