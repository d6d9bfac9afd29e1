import { NewPasswordField } from '../user-fields.js';

/** The first password of an account made by login with OTP: register's rules (8 to 128 characters). */
export class SetPasswordBody {
  @NewPasswordField() password!: string;
}
