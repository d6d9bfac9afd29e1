import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { catalogMessages, NO_NUL, SEARCH_MAX_LENGTH } from '../catalog-rules.js';

export class SearchParams {
  @ApiPropertyOptional({ description: 'What the shopper typed; trimmed, blank finds nothing', maxLength: SEARCH_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: catalogMessages.searchInvalid })
  @MaxLength(SEARCH_MAX_LENGTH, { message: catalogMessages.searchInvalid })
  @Matches(NO_NUL, { message: catalogMessages.searchInvalid })
  q?: string;
}
