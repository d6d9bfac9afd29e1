import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';

export const SEARCH_MAX_LENGTH = 200;
const invalid = `q must be the place to look for, 1 to ${SEARCH_MAX_LENGTH} characters`;

export class SearchPlacesParams {
  @ApiProperty({ example: 'Boring Rd', minLength: 1, maxLength: SEARCH_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: invalid })
  @Length(1, SEARCH_MAX_LENGTH, { message: invalid })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: invalid })
  q!: string;
}
