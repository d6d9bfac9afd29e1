import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CodeField } from '../login-codes/code-field.js';
import { LoginPhoneField, NameField } from '../user-fields.js';

export class VerifyLoginCodeBody {
  @LoginPhoneField()
  phone!: string;

  @CodeField()
  code!: string;

  // Only for a phone with no account yet (sign-up by OTP): ignored for an existing one.
  @ApiPropertyOptional({ example: 'Ravi Kumar', description: 'The new account\'s name, when the phone has none (answer kind "name-required")' })
  @IsOptional()
  @NameField()
  name?: string;
}

/** A refused code (400): the message, and what the client does next by `kind` (absent for a malformed body). */
export class LoginCodeRefusalBody {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'That code is not right. Please check the SMS and try again.' }) msg!: string;
  @ApiPropertyOptional({ enum: ['wrong-code', 'code-expired', 'no-code', 'name-required'], example: 'wrong-code' }) kind?: string;
  @ApiPropertyOptional({ example: 4, description: 'With wrong-code: the tries the code has left (0: it is dead)' }) triesLeft?: number;
}
