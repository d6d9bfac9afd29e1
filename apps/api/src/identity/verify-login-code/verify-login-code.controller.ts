import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { deviceCookieHeader } from '../login/device-cookie.js';
import { LoginResult } from '../login/login.dto.js';
import { VerifyLoginCodeCommand } from './verify-login-code.command.js';
import { LoginCodeRefusalBody, VerifyLoginCodeBody } from './verify-login-code.dto.js';

@ApiTags('auth')
@Controller('auth/otp')
export class VerifyLoginCodeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in (or sign up, with a name) with the code sent by SMS; answers as POST /api/auth/login does',
    description:
      'A code works once, for 5 minutes, and dies after 5 wrong tries. 400 bodies carry a kind: wrong-code (with triesLeft), code-expired, no-code, or name-required (a phone with no account: send the same code again with a name; the code is kept).',
  })
  @ApiOkResponse({ type: LoginResult })
  @ApiBadRequestResponse({ type: LoginCodeRefusalBody, description: 'A wrong, expired or used code, a new phone without a name (kind says which), or a malformed field' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The phone was registered with a password meanwhile' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'OTP login is off on this shop' })
  async verify(
    @Body() body: VerifyLoginCodeBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResult> {
    const { result, deviceCookie } = await this.commands.execute(new VerifyLoginCodeCommand(body.phone, body.code, body.name));
    reply.header('set-cookie', deviceCookieHeader(deviceCookie, request.protocol === 'https'));
    return result;
  }
}
