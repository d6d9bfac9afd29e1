import { roles, shopRules } from '@jhatpat/domain';

// ASVS 5.0 6.2.1/6.2.9: passwords of at least 8 and up
// to 128 characters (a bound, so a 10 kB password cannot cost more than a normal login).
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
// The text rule (no NUL: PostgreSQL text cannot store it) and the phone rule are the shop's contracts
// (@jhatpat/domain: plainText, oneLineText, phoneNumber); names keep control characters out too.

export const messages = {
  nameRequired: 'name is required',
  nameControl: 'name must not contain control characters',
  nameTooLong: `name must be at most ${NAME_MAX_LENGTH} characters`,
  phoneInvalid: `phone must be exactly ${shopRules.phoneDigits} digits`,
  phoneRequired: 'phone is required',
  passwordRequired: 'password is required',
  passwordTooShort: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  searchInvalid: 'search must be text of at most 100 characters, without NUL characters',
  roleInvalid: `role must be one of ${roles.join(', ')}`,
  phoneTaken: 'An account with this phone number already exists.',
  loginFailed: 'Invalid phone number or password.',
  tooManyLogins: 'Too many failed login attempts. Please wait and try again later.',
  userNotFound: 'User not found.',
  lastAdminDemoted: 'The last admin cannot be given another role. Make another user an admin first.',
  lastAdminDeleted: 'The last admin cannot be deleted. Make another user an admin first.',
  lastAdminErased: 'You are the last admin: make another user an admin before deleting your account.',
  erasePasswordWrong: 'That password is not correct. Your account was not deleted.',
  eraseProofRequired: 'Please confirm with your password, or with a code sent to your phone (one of them).',
  eraseNoPassword: 'Your account has no password. Please confirm with a code sent to your phone.',
  eraseCodeWrong: 'That code is not right. Your account was not deleted.',
  eraseCodeDead: 'This code has expired or was already used. Please ask for a new code. Your account was not deleted.',
  passwordAlreadySet: 'Your account already has a password.',
} as const;
