import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { CODE_DIGITS, RESEND_AFTER_SECONDS } from '../login-codes/login-code-rules.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import { RequestLoginCodeCommand } from './request-login-code.command.js';
import { LoginCodeSent, OtpLoginAvailability, RequestLoginCodeBody } from './request-login-code.dto.js';
import { TooManyCodesException } from './too-many-codes.error.js';

@ApiTags('auth')
@Controller('auth/otp')
export class RequestLoginCodeController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SMS_SENDER) private readonly sender: SmsSender | null,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether this shop offers login by OTP (an SMS provider is configured)' })
  @ApiOkResponse({ type: OtpLoginAvailability })
  availability(): OtpLoginAvailability {
    return { enabled: this.sender !== null, codeLength: CODE_DIGITS, resendAfterSeconds: RESEND_AFTER_SECONDS };
  }

  @Post('request')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a 6-digit login code by SMS to a phone (the same answer whether or not it has an account)',
    description: 'One code per phone per 60 s, 5 per phone and 30 per client address an hour; a new code replaces the last one.',
  })
  @ApiAcceptedResponse({ type: LoginCodeSent })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'phone missing or not 10 digits, or an unknown field' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many codes for this phone or from this client; see the Retry-After header' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'OTP login is off on this shop, or the SMS provider did not take the message' })
  async request(
    @Body() body: RequestLoginCodeBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginCodeSent> {
    try {
      return await this.commands.execute(new RequestLoginCodeCommand(body.phone, request.ip, request.hostname));
    } catch (error) {
      // The exception filter writes the body; the header has to be on the reply before it does.
      if (error instanceof TooManyCodesException) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
