import { ApiProperty } from '@nestjs/swagger';

/** What every error looks like on the wire (platform/http/api-exception.filter.ts), for OpenAPI. */
export class ErrorBody {
  @ApiProperty({ example: 401 }) statusCode!: number;
  @ApiProperty({ example: 'Please log in to continue.' }) msg!: string;
}
