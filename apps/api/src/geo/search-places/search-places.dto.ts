import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { oneLineText } from '@jhatpat/domain';
import { Keeps } from '../../platform/http/contract-field.js';

export const SEARCH_MAX_LENGTH = 200;
const invalid = `q must be the place to look for, 1 to ${SEARCH_MAX_LENGTH} characters`;

export class SearchPlacesParams {
  @ApiProperty({ example: 'Boring Rd', minLength: 1, maxLength: SEARCH_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: invalid })
  @Length(1, SEARCH_MAX_LENGTH, { message: invalid })
  @Keeps(oneLineText, invalid)
  q!: string;
}
