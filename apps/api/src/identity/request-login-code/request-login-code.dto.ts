import { ApiProperty } from '@nestjs/swagger';
import { LoginPhoneField } from '../user-fields.js';

export class RequestLoginCodeBody {
  @LoginPhoneField()
  phone!: string;
}

/** The same answer whether or not the phone has an account: a code goes to any phone (sign-up is by OTP too). */
export class LoginCodeSent {
  @ApiProperty({ example: 'We sent a 6-digit code to 9000000002.' }) msg!: string;
  @ApiProperty({ example: 6 }) codeLength!: number;
  @ApiProperty({ example: 300, description: 'The code works this many seconds' }) expiresInSeconds!: number;
  @ApiProperty({ example: 60, description: 'Another code may be asked for after this many seconds' }) resendAfterSeconds!: number;
}

/** Whether this shop offers login by OTP (GET /api/auth/otp): the web hides it when not. */
export class OtpLoginAvailability {
  @ApiProperty({ example: true }) enabled!: boolean;
  @ApiProperty({ example: 6 }) codeLength!: number;
  @ApiProperty({ example: 60 }) resendAfterSeconds!: number;
}
