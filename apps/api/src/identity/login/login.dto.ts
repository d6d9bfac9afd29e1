import { ApiProperty } from '@nestjs/swagger';
import { type Role, roles } from '@jhatpat/domain';
import { LoginPhoneField, RequiredTextField } from '../user-fields.js';
import { messages, PASSWORD_MAX_LENGTH } from '../user-rules.js';

// docs/product.md §5: phone and password required. The phone must be in its one canonical form (docs/product.md §9: 10
// digits, nothing around them), as register and the users admin store it (issue 16 item 3): "9000000002 "
// once logged in as 9000000002 yet counted in a login-limit bucket of its own. A format is public, so
// refusing a malformed phone says nothing about which numbers have accounts.
export class LoginBody {
  @LoginPhoneField()
  phone!: string;

  @RequiredTextField('jhatpat-customer', messages.passwordRequired, PASSWORD_MAX_LENGTH, messages.passwordTooLong)
  password!: string;
}

class LoggedInUser {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' }) _id!: string;
  @ApiProperty({ example: 'Ravi Kumar' }) name!: string;
  @ApiProperty({ example: '9000000002' }) phone!: string;
  @ApiProperty({ enum: roles, example: 'customer' }) role!: Role;
  @ApiProperty({ example: true, description: 'False for an account made by login with OTP: the web offers "Set a password", and its erasure is confirmed with a code' })
  hasPassword!: boolean;
}

/** docs/product.md §3 "Login response": token and user (with role). */
export class LoginResult {
  @ApiProperty({ description: 'Bearer token (HS256 JWT) for the Authorization header' }) token!: string;
  @ApiProperty() user!: LoggedInUser;
}
