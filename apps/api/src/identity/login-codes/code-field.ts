import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { CODE_DIGITS, otpMessages } from './login-code-rules.js';

/** The code from the SMS: required first, then exactly its 6 digits (checked in this order, the first failure reported). */
export const CodeField = () =>
  applyDecorators(
    ApiProperty({ example: '042917', pattern: `^\\d{${CODE_DIGITS}}$` }),
    IsString({ message: otpMessages.codeRequired }),
    Matches(new RegExp(`^\\d{${CODE_DIGITS}}$`), { message: otpMessages.codeInvalid }),
  );
