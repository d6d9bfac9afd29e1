import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { plainText } from '@jhatpat/domain';
import { Keeps } from '../platform/http/contract-field.js';

export const NOTE_MAX = 200;
const NOTE_INVALID = `note must be plain text of at most ${NOTE_MAX} characters`;

/** A receipt's or adjustment's note: the supplier's invoice, what was found damaged. */
export const NoteField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'Invoice 4471, Sudha dairy', maxLength: NOTE_MAX }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: NOTE_INVALID }),
    MaxLength(NOTE_MAX, { message: NOTE_INVALID }),
    Keeps(plainText, NOTE_INVALID),
  );
