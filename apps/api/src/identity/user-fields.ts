import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NO_CONTROL_CHARACTERS, NO_NUL } from './user-rules.js';
import { roles } from '@jhatpat/domain';
import {
  messages,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from './user-rules.js';

// Property decorators shared by the request bodies, so register, login and the admin edit agree.
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const NameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Ravi Kumar', maxLength: NAME_MAX_LENGTH }),
    trim,
    IsString({ message: messages.nameRequired }),
    IsNotEmpty({ message: messages.nameRequired }),
    MaxLength(NAME_MAX_LENGTH, { message: messages.nameTooLong }),
    Matches(NO_CONTROL_CHARACTERS, { message: messages.nameControl }),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '9000000002', pattern: PHONE_PATTERN.source }),
    IsString({ message: messages.phoneInvalid }),
    Matches(PHONE_PATTERN, { message: messages.phoneInvalid }),
  );

/** Login's phone: required first (SPEC §5), then the canonical 10 digits like PhoneField. */
export const LoginPhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '9000000002', pattern: PHONE_PATTERN.source }),
    IsString({ message: messages.phoneRequired }),
    IsNotEmpty({ message: messages.phoneRequired }),
    Matches(PHONE_PATTERN, { message: messages.phoneInvalid }),
  );

export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ example: 'a long passphrase', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString({ message: messages.passwordRequired }),
    MinLength(PASSWORD_MIN_LENGTH, { message: messages.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: messages.passwordTooLong }),
  );

export const RoleField = () =>
  applyDecorators(ApiProperty({ enum: roles, example: 'delivery' }), IsIn(roles, { message: messages.roleInvalid }));

/** A required string (login's phone and password): checked in this order, the first failure reported. */
export const RequiredTextField = (example: string, required: string, maxLength: number, tooLong: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(maxLength, { message: tooLong }),
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    Matches(NO_NUL, { message: required.replace('is required', 'must not contain NUL characters') }),
  );
