import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { plainText, shopRules } from '@jhatpat/domain';
import { Keeps } from '../../platform/http/contract-field.js';
import { PaginationWithLimit } from '../../platform/http/pagination.js';
import { messages } from '../user-rules.js';
import { UserView } from '../user.view.js';

export class ListUsersParams {
  @ApiPropertyOptional({ description: 'Part of a name (any case) or of a phone number', maxLength: 100 })
  @IsOptional()
  @IsString({ message: messages.searchInvalid })
  @MaxLength(100, { message: messages.searchInvalid })
  @Keeps(plainText, messages.searchInvalid)
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page: number = 1;

  // docs/product.md §9: the admin users page shows 10 at a time.
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: shopRules.adminUsersPageSize })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit: number = shopRules.adminUsersPageSize;
}

export class UserPage {
  @ApiProperty({ type: [UserView] }) users!: UserView[];
  @ApiProperty() pagination!: PaginationWithLimit;
}
