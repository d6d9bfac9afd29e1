import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { oneLineText, PHONE_PATTERN, phoneNumber, plainText, roles } from '@jhatpat/domain';
import { Keeps } from '../platform/http/contract-field.js';
import {
  messages,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
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
    Keeps(oneLineText, messages.nameControl),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '9000000002', pattern: PHONE_PATTERN.source }),
    IsString({ message: messages.phoneInvalid }),
    Keeps(phoneNumber, messages.phoneInvalid),
  );

/** Login's phone: required first (docs/product.md §5), then the canonical 10 digits like PhoneField. */
export const LoginPhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '9000000002', pattern: PHONE_PATTERN.source }),
    IsString({ message: messages.phoneRequired }),
    IsNotEmpty({ message: messages.phoneRequired }),
    Keeps(phoneNumber, messages.phoneInvalid),
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
    Keeps(plainText, required.replace('is required', 'must not contain NUL characters')),
  );
