import { ApiProperty } from '@nestjs/swagger';
import { type Role, roles } from '@jhatpat/domain';
import { RequiredTextField } from '../user-fields.js';
import { messages, PASSWORD_MAX_LENGTH } from '../user-rules.js';

// SPEC §5: phone and password required. The phone's format is not checked here: a malformed one
// fails like any unknown phone, so the answer says nothing about which numbers exist.
export class LoginBody {
  @RequiredTextField('9000000002', messages.phoneRequired, 32, messages.phoneInvalid)
  phone!: string;

  @RequiredTextField('jhatpat-customer', messages.passwordRequired, PASSWORD_MAX_LENGTH, messages.passwordTooLong)
  password!: string;
}

class LoggedInUser {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' }) _id!: string;
  @ApiProperty({ example: 'Ravi Kumar' }) name!: string;
  @ApiProperty({ example: '9000000002' }) phone!: string;
  @ApiProperty({ enum: roles, example: 'customer' }) role!: Role;
}

/** SPEC §3 "Login response": token and user (with role). */
export class LoginResult {
  @ApiProperty({ description: 'Bearer token (HS256 JWT) for the Authorization header' }) token!: string;
  @ApiProperty() user!: LoggedInUser;
}
