import { RequiredTextField } from '../user-fields.js';
import { messages, PASSWORD_MAX_LENGTH } from '../user-rules.js';

/** The password, entered again: a stolen or forgotten-open session alone cannot erase an account. */
export class EraseAccountBody {
  @RequiredTextField('your password', messages.passwordRequired, PASSWORD_MAX_LENGTH, messages.passwordTooLong) password!: string;
}
