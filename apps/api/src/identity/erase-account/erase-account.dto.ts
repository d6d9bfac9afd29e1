import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CodeField } from '../login-codes/code-field.js';
import { RequiredTextField } from '../user-fields.js';
import { messages, PASSWORD_MAX_LENGTH } from '../user-rules.js';

/**
 * Proof that the account's owner is asking, not a stolen or forgotten-open session: the password again,
 * or (an account made by login with OTP has none it knows) a login code sent to the account's own phone.
 * One of the two; which one the handler checks (docs/decisions.md#otp-login).
 */
export class EraseAccountBody {
  @ApiPropertyOptional({ description: 'The password, for an account that has one (hasPassword true)' })
  @IsOptional()
  @RequiredTextField('your password', messages.passwordRequired, PASSWORD_MAX_LENGTH, messages.passwordTooLong)
  password?: string;

  @ApiPropertyOptional({ description: "A code sent to the account's phone by POST /api/auth/otp/request (for an account without a password)" })
  @IsOptional()
  @CodeField()
  code?: string;
}
