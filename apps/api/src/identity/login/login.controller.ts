import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { deviceCookieHeader, deviceCookieIn } from './device-cookie.js';
import { LoginCommand } from './login.command.js';
import { LoginBody, LoginResult } from './login.dto.js';
import { TooManyLoginsException } from './too-many-logins.error.js';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with phone and password; the token goes in "Authorization: Bearer …"',
    description: 'Sets the HttpOnly device cookie jhatpat_device (Path=/api/auth): later logins that send it for the same phone are exempt from the delays untrusted clients face.',
  })
  @ApiOkResponse({ type: LoginResult })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'phone or password missing, or an unknown field' })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Unknown phone or wrong password (one message for both)' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many failed attempts from untrusted clients, or by this device; see the Retry-After header' })
  async login(
    @Body() body: LoginBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResult> {
    try {
      const { result, deviceCookie } = await this.commands.execute(
        new LoginCommand(body.phone, body.password, request.ip, deviceCookieIn(request.headers.cookie)),
      );
      // The browser keeps it and sends it with its next login only (docs/decisions.md#login-limits).
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, request.protocol === 'https'));
      return result;
    } catch (error) {
      // The exception filter writes the body; the header has to be on the reply before it does.
      if (error instanceof TooManyLoginsException) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
