import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { SandboxSmsSender } from '../sms/sandbox-sms-sender.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';

class SandboxSmsView {
  @ApiProperty({ example: '9000000002' }) phone!: string;
  @ApiProperty({ example: '042917' }) code!: string;
  @ApiProperty({ example: '042917 is your Jhatpat login code. …' }) text!: string;
  @ApiProperty({ example: '2026-11-28T10:00:00.000Z' }) sentAt!: string;
}

class SandboxSmsList {
  @ApiProperty({ type: [SandboxSmsView] }) codes!: SandboxSmsView[];
}

/**
 * For testers of the demo shop: the login codes the sandbox "sent" (nothing leaves the machine), newest
 * first, from the outbox every instance shares, as /dev/otp shows them. It exists only while the sandbox
 * sends the codes: any other shop answers 404, as for a path it does not have, since these codes open
 * anyone's account.
 */
@ApiTags('dev')
@Controller('dev/otp-codes')
export class DevLoginCodesController {
  constructor(@Inject(SMS_SENDER) private readonly sender: SmsSender | null) {}

  @Get()
  @ApiOperation({ summary: 'The sandbox SMS provider\'s latest login codes (demo shop only; 404 elsewhere)' })
  @ApiOkResponse({ type: SandboxSmsList })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'The sandbox does not send this shop\'s codes' })
  async list(): Promise<SandboxSmsList> {
    if (!(this.sender instanceof SandboxSmsSender)) throw new NotFoundException('Not found.');
    return { codes: await this.sender.recent() };
  }
}
